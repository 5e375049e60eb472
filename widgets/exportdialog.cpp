#include "exportdialog.h"

#include "catalog.h"
#include "reportwriter.h"
#include "theme.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace moeplan::widgets {

namespace {

QLabel *errorLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setWordWrap(true);
    QPalette pal = label->palette();
    pal.setColor(QPalette::WindowText, theme::errorText(pal));
    label->setPalette(pal);
    label->setVisible(false);
    return label;
}

QWidget *withBrowse(QLineEdit *edit, QPushButton *browse)
{
    auto *row = new QWidget;
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(edit, 1);
    layout->addWidget(browse);
    return row;
}

} // namespace

ExportDialog::ExportDialog(core::ChartKind kind, const core::PlannerResult &result,
                           const Catalog &catalog, QWidget *parent)
    : QDialog(parent), m_kind(kind), m_result(result), m_catalog(catalog),
      m_path(new QLineEdit(this)), m_size(new QComboBox(this)), m_scale(new QComboBox(this)),
      m_title(new QLineEdit(this)),
      m_footnote(new QCheckBox(tr("&Footnote with the assumptions"), this)),
      m_error(errorLabel(this))
{
    setWindowTitle(tr("Export Chart"));
    auto *browse = new QPushButton(tr("&Browse…"), this);
    m_path->setText(QDir::home().filePath(core::chartKindName(kind) + QStringLiteral(".png")));
    m_path->setToolTip(tr("The file name's extension picks the format: .png, .svg or .pdf"));
    for (const SizePreset &p : sizePresets())
        m_size->addItem(p.label, p.size);
    for (int s = 1; s <= 3; ++s)
        m_scale->addItem(tr("%1×").arg(s), s);
    m_scale->setToolTip(tr("PNG only: pixels per point, for sharp images on high-density "
                           "screens and slides"));
    m_title->setText(core::chartTitle(catalog, result, kind));
    m_footnote->setChecked(true);

    auto *form = new QFormLayout;
    form->addRow(tr("&File:"), withBrowse(m_path, browse));
    form->addRow(tr("&Size:"), m_size);
    form->addRow(tr("S&cale:"), m_scale);
    form->addRow(tr("&Title:"), m_title);
    form->addRow(QString(), m_footnote);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    auto *save = buttons->addButton(tr("&Export"), QDialogButtonBox::AcceptRole);
    save->setDefault(true);
    auto *copy = buttons->addButton(tr("Co&py to Clipboard"), QDialogButtonBox::ActionRole);
    auto *csv = buttons->addButton(tr("Export &Data as CSV…"), QDialogButtonBox::ActionRole);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_error);
    layout->addWidget(buttons);

    connect(browse, &QPushButton::clicked, this, &ExportDialog::browse);
    connect(m_path, &QLineEdit::textChanged, this, &ExportDialog::updateFormat);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(save, &QPushButton::clicked, this, [this] {
        if (exportNow().isEmpty())
            accept();
    });
    connect(copy, &QPushButton::clicked, this, &ExportDialog::copyToClipboard);
    connect(csv, &QPushButton::clicked, this, [this] {
        const QString suggested = QFileInfo(path()).dir().filePath(
            QFileInfo(path()).completeBaseName() + QStringLiteral(".csv"));
        const QString file = QFileDialog::getSaveFileName(this, tr("Export Data as CSV"), suggested,
                                                          tr("CSV files (*.csv)"));
        if (!file.isEmpty())
            exportCsv(file);
    });
    updateFormat();
}

QString ExportDialog::path() const
{
    return m_path->text().trimmed();
}

void ExportDialog::setPath(const QString &path)
{
    m_path->setText(path);
}

ChartExportOptions ExportDialog::options() const
{
    ChartExportOptions o;
    o.size = m_size->currentData().toSize();
    o.scale = m_scale->currentData().toInt();
    o.title = m_title->text();
    o.footnote = m_footnote->isChecked();
    return o;
}

QString ExportDialog::exportNow()
{
    const QString error = exportChart(path(), m_kind, m_result, m_catalog, options());
    showError(error);
    return error;
}

QString ExportDialog::exportCsv(const QString &path)
{
    const QString error = exportChartCsv(path, m_kind, m_result);
    showError(error);
    return error;
}

void ExportDialog::copyToClipboard()
{
    copyChartToClipboard(m_kind, m_result, m_catalog, options());
    showError(QString());
}

void ExportDialog::browse()
{
    const QString file = QFileDialog::getSaveFileName(
        this, tr("Export Chart"), path(),
        tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)"));
    if (!file.isEmpty())
        m_path->setText(file);
}

void ExportDialog::updateFormat()
{
    m_scale->setEnabled(exportFormatFor(path()) == ExportFormat::Png);
}

void ExportDialog::showError(const QString &message)
{
    m_error->setText(message);
    m_error->setVisible(!message.isEmpty());
}

bool exportChartInteractive(QWidget *parent, core::ChartKind kind,
                            const core::PlannerResult &result, const Catalog &catalog)
{
    ExportDialog dialog(kind, result, catalog, parent);
    return dialog.exec() == QDialog::Accepted;
}

ReportDialog::ReportDialog(const core::PlannerResult &result, const Catalog &catalog,
                           QWidget *parent, const core::ProfileSet *profiles)
    : QDialog(parent), m_result(result), m_catalog(catalog), m_profiles(profiles),
      m_settings(core::ReportSettingsStore::load()), m_path(new QLineEdit(this)),
      m_price(new QDoubleSpinBox(this)), m_overhead(new QDoubleSpinBox(this)),
      m_target(new QDoubleSpinBox(this)), m_minPerUser(new QDoubleSpinBox(this)),
      m_error(errorLabel(this))
{
    setWindowTitle(tr("Export Report"));
    const GpuSpec *gpu = catalog.gpu(result.scenario.gpu);
    m_gpuId = QString::fromStdString(gpu ? gpu->id : result.scenario.gpu);
    auto *browse = new QPushButton(tr("&Browse…"), this);
    m_path->setText(QDir::home().filePath(QStringLiteral("moeplan-report.pdf")));

    m_price->setRange(0, 1000);
    m_price->setDecimals(2);
    m_price->setPrefix(QStringLiteral("$"));
    m_price->setSpecialValueText(tr("not set"));
    m_catalogPrice = gpu ? gpu->pricePerGpuHour : 0;
    m_price->setValue(m_settings.usdPerGpuHour.value(m_gpuId, m_catalogPrice));
    m_price->setToolTip(
        tr("What one %1 costs you per hour; starts at the catalog's on-demand "
           "price (%2), which depends on the provider, contract and year.")
            .arg(m_gpuId.toUpper(), gpu && !gpu->economicsSource.empty()
                                        ? QString::fromStdString(gpu->economicsSource)
                                        : tr("none stated")));
    m_overhead->setRange(0, 300);
    m_overhead->setSuffix(QStringLiteral(" %"));
    m_overhead->setValue(m_settings.facilityOverhead * 100);
    m_overhead->setToolTip(tr("Facility power on top of the GPUs' TDP (cooling, power "
                              "delivery): PUE - 1. 30% is a placeholder assumption."));
    m_target->setRange(1, 1e9);
    m_target->setDecimals(0);
    m_target->setSuffix(tr(" tokens/s"));
    m_target->setValue(m_settings.targetTokS);
    m_minPerUser->setRange(0, 1e5);
    m_minPerUser->setDecimals(0);
    m_minPerUser->setSuffix(tr(" tokens/s per user"));
    m_minPerUser->setValue(m_settings.minPerUserTokS);

    auto *form = new QFormLayout;
    form->addRow(tr("&File:"), withBrowse(m_path, browse));
    form->addRow(tr("&Price per %1-hour:").arg(m_gpuId.toUpper()), m_price);
    form->addRow(tr("Facility &overhead:"), m_overhead);
    form->addRow(tr("&Target throughput:"), m_target);
    form->addRow(tr("&Minimum per-user speed:"), m_minPerUser);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    auto *save = buttons->addButton(tr("&Export"), QDialogButtonBox::AcceptRole);
    save->setDefault(true);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_error);
    layout->addWidget(buttons);

    connect(browse, &QPushButton::clicked, this, &ReportDialog::browse);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(save, &QPushButton::clicked, this, [this] {
        if (writeNow().isEmpty())
            accept();
    });
}

QString ReportDialog::path() const
{
    return m_path->text().trimmed();
}

void ReportDialog::setPath(const QString &path)
{
    m_path->setText(path);
}

core::ReportSettings ReportDialog::settings() const
{
    core::ReportSettings s = m_settings;
    // Only a price other than the catalog's is the user's.
    if (m_price->value() > 0 && std::abs(m_price->value() - m_catalogPrice) > 1e-9)
        s.usdPerGpuHour.insert(m_gpuId, m_price->value());
    else
        s.usdPerGpuHour.remove(m_gpuId);
    s.facilityOverhead = m_overhead->value() / 100.0;
    s.targetTokS = m_target->value();
    s.minPerUserTokS = m_minPerUser->value();
    return s;
}

QString ReportDialog::writeNow()
{
    const core::ReportSettings s = settings();
    core::ReportSettingsStore::save(s);
    const QString error = writeReport(path(), m_result, m_catalog, s, m_profiles);
    m_error->setText(error);
    m_error->setVisible(!error.isEmpty());
    return error;
}

void ReportDialog::browse()
{
    const QString file =
        QFileDialog::getSaveFileName(this, tr("Export Report"), path(), tr("PDF document (*.pdf)"));
    if (!file.isEmpty())
        m_path->setText(file);
}

bool exportReportInteractive(QWidget *parent, const core::PlannerResult &result,
                             const Catalog &catalog, const core::ProfileSet *profiles)
{
    ReportDialog dialog(result, catalog, parent, profiles);
    return dialog.exec() == QDialog::Accepted;
}

} // namespace moeplan::widgets
