#include "catalogdialogs.h"

#include "usercatalog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QSpinBox>
#include <QVBoxLayout>

namespace moeplan::widgets {

namespace {

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

QRegularExpressionValidator *idValidator(QObject *parent)
{
    return new QRegularExpressionValidator(
        QRegularExpression(QStringLiteral("[a-z0-9][a-z0-9._+-]{0,63}")), parent);
}

/// The red line a dialog shows its refusal in (hidden until there is one).
QLabel *errorLabel(QWidget *parent)
{
    auto *l = new QLabel(parent);
    l->setWordWrap(true);
    l->setTextFormat(Qt::PlainText);
    l->setStyleSheet(QStringLiteral("color: palette(highlighted-text); background: #b3261e; "
                                    "padding: 4px;"));
    l->setVisible(false);
    return l;
}

QString attentionText(const ModelSpec &m)
{
    const AttentionSpec &a = m.attention;
    switch (a.kind) {
    case AttentionKind::MLA:
        return AddModelDialog::tr("latent (MLA), %1 heads, latent %2")
            .arg(a.heads)
            .arg(a.kvLoraRank);
    case AttentionKind::Hybrid:
        return AddModelDialog::tr(
                   "hybrid: %1 of %2 layers full attention (%3 heads, %4 KV), the rest "
                   "linear")
            .arg(a.fullLayers)
            .arg(m.layers)
            .arg(a.heads)
            .arg(a.kvHeads);
    case AttentionKind::GQA:
        break;
    }
    QString t = AddModelDialog::tr("grouped-query, %1 heads, %2 KV heads of %3")
                    .arg(a.heads)
                    .arg(a.kvHeads)
                    .arg(a.headDim);
    if (a.fullLayers < m.layers)
        t += AddModelDialog::tr("; %1 of %2 layers full, the rest a %3-token window")
                 .arg(a.fullLayers)
                 .arg(m.layers)
                 .arg(a.window);
    return t;
}

} // namespace

AddModelDialog::AddModelDialog(Catalog &catalog, const QString &configPath, const QString &userDir,
                               QWidget *parent)
    : QDialog(parent), m_catalog(catalog), m_path(configPath), m_userDir(userDir)
{
    setWindowTitle(tr("Add Model from config.json"));
    auto *layout = new QVBoxLayout(this);
    auto *file = new QLabel(tr("Reading <b>%1</b>").arg(configPath.toHtmlEscaped()), this);
    file->setWordWrap(true);
    file->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(file);

    auto *form = new QFormLayout;
    m_id = new QLineEdit(this);
    m_id->setValidator(idValidator(m_id));
    m_id->setToolTip(tr("The catalog id. Imported runs whose model name normalises to it join "
                        "calibration."));
    m_name = new QLineEdit(this);
    m_override = new QCheckBox(tr("Replace the bundled model with this id (for this user)"), this);
    m_override->setVisible(false);
    form->addRow(tr("&Id:"), m_id);
    form->addRow(tr("&Name:"), m_name);
    form->addRow(QString(), m_override);
    layout->addLayout(form);

    auto *box = new QGroupBox(tr("Derived from the config"), this);
    auto *boxLayout = new QVBoxLayout(box);
    m_figures = new QLabel(box);
    m_figures->setTextFormat(Qt::RichText);
    m_figures->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_notes = new QLabel(box);
    m_notes->setWordWrap(true);
    m_notes->setTextFormat(Qt::PlainText);
    boxLayout->addWidget(m_figures);
    boxLayout->addWidget(m_notes);
    layout->addWidget(box);

    m_error = errorLabel(this);
    layout->addWidget(m_error);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &AddModelDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(m_buttons);

    // The file is read once; edits of the id and name re-derive from these bytes.
    m_fileError = core::readHfConfigBytes(m_path, m_bytes);
    m_read = core::modelFromHfConfig(m_bytes, m_path);
    if (m_read.model) {
        m_id->setText(qs(m_read.model->id));
        m_name->setText(qs(m_read.model->name));
    }
    // Otherwise the id may be all it lacks: reread() shows what else is wrong.
    connect(m_id, &QLineEdit::textEdited, this, &AddModelDialog::reread);
    connect(m_name, &QLineEdit::textEdited, this, &AddModelDialog::reread);
    connect(m_override, &QCheckBox::toggled, this, &AddModelDialog::reread);
    reread();
    resize(620, sizeHint().height());
}

QString AddModelDialog::errorText() const
{
    return m_error->isHidden() ? QString() : m_error->text();
}

void AddModelDialog::reread()
{
    const QString id = m_id->text().trimmed();
    if (!m_fileError.isEmpty()) {
        m_read = {};
        m_read.error = m_fileError;
    } else {
        m_read = core::modelFromHfConfig(
            m_bytes, m_path, {id.isEmpty() ? QStringLiteral("model") : id, m_name->text()});
    }
    const bool ok = m_read.model.has_value() && !id.isEmpty();
    m_buttons->button(QDialogButtonBox::Save)->setEnabled(ok);
    if (!m_read.model) {
        m_figures->setText(QString());
        m_notes->setText(QString());
        m_error->setText(m_read.error);
        m_error->setVisible(true);
        return;
    }
    const ModelSpec &m = *m_read.model;
    const core::ModelFigures f = core::modelFigures(m);
    const PrecisionSpec *p = m.precision("default");
    QString rows;
    auto row = [&](const QString &k, const QString &v) {
        rows += QStringLiteral("<tr><td>%1&nbsp;&nbsp;</td><td>%2</td></tr>")
                    .arg(k.toHtmlEscaped(), v.toHtmlEscaped());
    };
    row(tr("Parameters"), tr("%1 B total, %2 B active per token")
                              .arg(f.totalParams / 1e9, 0, 'f', 2)
                              .arg(f.activeParams / 1e9, 0, 'f', 2));
    row(tr("Layers"), m.isMoe() ? tr("%1 (%2 with experts)").arg(f.layers).arg(f.moeLayers)
                                : tr("%1 (dense)").arg(f.layers));
    if (m.isMoe())
        row(tr("Experts"), tr("%1 routed, %2 per token, %3 shared")
                               .arg(m.experts)
                               .arg(m.topK)
                               .arg(m.sharedExperts));
    row(tr("Attention"), attentionText(m));
    row(tr("Precision"), p ? QStringLiteral("%1: %2").arg(qs(p->id), qs(p->source)) : QString());
    row(tr("Weights"), tr("%1 GB").arg(f.weightBytes / 1e9, 0, 'f', 1));
    row(tr("KV cache"), tr("%1 KiB per token of context").arg(f.kvBytesPerToken / 1024, 0, 'f', 1));
    m_figures->setText(QStringLiteral("<table>%1</table>").arg(rows));
    m_notes->setText(m_read.notes.isEmpty()
                         ? QString()
                         : tr("Notes: %1").arg(m_read.notes.join(QStringLiteral("; "))));

    const ModelSpec *existing = m_catalog.model(id.toStdString());
    const bool bundledClash = existing && iequals(existing->id, id.toStdString()) &&
                              existing->origin == CatalogOrigin::Bundled;
    m_override->setVisible(bundledClash);
    QString problem;
    if (id.isEmpty())
        problem = tr("Give the model an id.");
    else if (existing && iequals(existing->id, id.toStdString()) &&
             existing->origin == CatalogOrigin::User)
        problem = tr("\"%1\" is already in the user catalog; saving replaces it.").arg(id);
    else if (bundledClash && !m_override->isChecked())
        problem =
            tr("\"%1\" is a bundled model: choose another id, or replace the bundled one.").arg(id);
    m_error->setText(problem);
    m_error->setVisible(!problem.isEmpty());
}

void AddModelDialog::accept()
{
    if (!m_read.model)
        return;
    core::UserEntryOptions options;
    options.replace = true; // the dialog said so before Save
    options.overrideBundled = !m_override->isHidden() && m_override->isChecked();
    const QString error = core::saveUserModel(m_catalog, *m_read.model, options, m_userDir);
    if (!error.isEmpty()) {
        m_error->setText(error);
        m_error->setVisible(true);
        return;
    }
    m_savedId = qs(m_read.model->id);
    QDialog::accept();
}

GpuKindDialog::GpuKindDialog(Catalog &catalog, const QString &likeId, const QString &userDir,
                             QWidget *parent)
    : QDialog(parent), m_catalog(catalog), m_userDir(userDir)
{
    setWindowTitle(tr("New GPU Kind"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Start from a known kind and change what the new part does "
                                "differently. Dense peaks, not sparse."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto *form = new QFormLayout;
    m_likeBox = new QComboBox(this);
    for (const GpuSpec &g : catalog.gpus())
        m_likeBox->addItem(qs(g.name), qs(g.id));
    form->addRow(tr("&Like:"), m_likeBox);
    m_id = new QLineEdit(this);
    m_id->setValidator(idValidator(m_id));
    m_name = new QLineEdit(this);
    form->addRow(tr("&Id:"), m_id);
    form->addRow(tr("&Name:"), m_name);
    m_form = new QComboBox(this);
    m_form->addItem(tr("HGX board (8 GPUs per node)"), int(GpuForm::Hgx));
    m_form->addItem(tr("Rack-scale NVLink domain (NVL72)"), int(GpuForm::Nvl72));
    m_form->addItem(tr("OAM board"), int(GpuForm::Oam));
    form->addRow(tr("&Form:"), m_form);
    auto spin = [this](double max, int decimals, const QString &suffix) {
        auto *s = new QDoubleSpinBox(this);
        s->setRange(0, max);
        s->setDecimals(decimals);
        s->setSuffix(suffix);
        s->setGroupSeparatorShown(true);
        return s;
    };
    m_bf16 = spin(1e5, 1, tr(" TFLOPS"));
    m_fp8 = spin(2e5, 1, tr(" TFLOPS"));
    m_fp4 = spin(4e5, 1, tr(" TFLOPS"));
    m_fp8->setSpecialValueText(tr("none"));
    m_fp4->setSpecialValueText(tr("none"));
    m_hbmGB = spin(10000, 0, tr(" GB"));
    m_hbmTBps = spin(100, 2, tr(" TB/s"));
    m_nvlink = spin(1e5, 0, tr(" GB/s"));
    m_domain = new QSpinBox(this);
    m_domain->setRange(1, 576);
    m_domain->setSuffix(tr(" GPUs"));
    m_nic = spin(1e5, 0, tr(" Gb/s"));
    m_tdp = spin(1e4, 0, tr(" W"));
    m_price = spin(1000, 2, tr(" USD/GPU-hour"));
    m_price->setSpecialValueText(tr("not stated"));
    form->addRow(tr("BF16 dense peak:"), m_bf16);
    form->addRow(tr("FP8 dense peak:"), m_fp8);
    form->addRow(tr("FP4 dense peak:"), m_fp4);
    form->addRow(tr("HBM capacity:"), m_hbmGB);
    form->addRow(tr("HBM bandwidth:"), m_hbmTBps);
    form->addRow(tr("NVLink per GPU, each way:"), m_nvlink);
    form->addRow(tr("NVLink domain:"), m_domain);
    form->addRow(tr("NIC per GPU:"), m_nic);
    form->addRow(tr("TDP:"), m_tdp);
    form->addRow(tr("Price:"), m_price);
    m_override = new QCheckBox(tr("Replace the bundled kind with this id (for this user)"), this);
    form->addRow(QString(), m_override);
    layout->addLayout(form);

    m_error = errorLabel(this);
    layout->addWidget(m_error);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &GpuKindDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    connect(m_likeBox, &QComboBox::currentIndexChanged, this, [this](int i) {
        if (const GpuSpec *g = m_catalog.gpu(m_likeBox->itemData(i).toString().toStdString()))
            fillFrom(*g);
    });
    const int start = std::max(0, m_likeBox->findData(likeId));
    m_likeBox->setCurrentIndex(start);
    if (const GpuSpec *g = m_catalog.gpu(m_likeBox->itemData(start).toString().toStdString()))
        fillFrom(*g);
}

void GpuKindDialog::fillFrom(const GpuSpec &g)
{
    m_like = g;
    m_id->setText(qs(g.id) + QStringLiteral("-next"));
    m_name->setText(tr("%1 (what-if)").arg(qs(g.name)));
    m_form->setCurrentIndex(std::max(0, m_form->findData(int(g.form))));
    m_bf16->setValue(g.bf16Tflops);
    m_fp8->setValue(g.fp8Tflops);
    m_fp4->setValue(g.fp4Tflops);
    m_hbmGB->setValue(g.hbmGB);
    m_hbmTBps->setValue(g.hbmTBps);
    m_nvlink->setValue(g.nvlinkGBps);
    m_domain->setValue(g.nvlinkDomain);
    m_nic->setValue(g.nicGbps);
    m_tdp->setValue(g.tdpW);
    m_price->setValue(g.pricePerGpuHour);
}

GpuSpec GpuKindDialog::spec() const
{
    GpuSpec g;
    g.id = m_id->text().trimmed().toStdString();
    g.name = m_name->text().trimmed().toStdString();
    if (g.name.empty())
        g.name = g.id;
    g.vendor = m_like.vendor;
    g.form = GpuForm(m_form->currentData().toInt());
    g.bf16Tflops = m_bf16->value();
    g.fp8Tflops = m_fp8->value();
    g.fp4Tflops = m_fp4->value();
    g.hbmGB = m_hbmGB->value();
    g.hbmTBps = m_hbmTBps->value();
    g.nvlinkGBps = m_nvlink->value();
    g.nvlinkDomain = m_domain->value();
    g.nicGbps = m_nic->value();
    g.tdpW = m_tdp->value();
    g.pricePerGpuHour = m_price->value();
    g.sources = {tr("user datasheet, started from %1").arg(qs(m_like.id)).toStdString()};
    return g;
}

QString GpuKindDialog::errorText() const
{
    return m_error->isHidden() ? QString() : m_error->text();
}

void GpuKindDialog::accept()
{
    const GpuSpec g = spec();
    core::UserEntryOptions options;
    options.replace = true;
    options.overrideBundled = m_override->isChecked();
    const QString error = core::saveUserGpu(m_catalog, g, options, m_userDir);
    if (!error.isEmpty()) {
        m_error->setText(error);
        m_error->setVisible(true);
        return;
    }
    m_savedId = qs(g.id);
    QDialog::accept();
}

} // namespace moeplan::widgets
