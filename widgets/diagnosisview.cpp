#include "diagnosisview.h"

#include "theme.h"

#include <QGridLayout>
#include <QLabel>
#include <QLocale>
#include <QScrollArea>
#include <QStyle>

#include <QVBoxLayout>
#include <algorithm>

namespace moeplan::widgets {

namespace {

QString percentText(double fraction)
{
    return DiagnosisView::tr("%1%").arg(QLocale().toString(fraction * 100.0, 'f', 0));
}

} // namespace

DiagnosisView::DiagnosisView(QWidget *parent)
    : QWidget(parent), m_binding(new QLabel), m_readings(new QWidget),
      m_grid(new QGridLayout(m_readings)), m_advice(new QLabel)
{
    m_binding->setObjectName(QStringLiteral("diagnosisBinding"));
    QFont bold = m_binding->font();
    bold.setBold(true);
    m_binding->setFont(bold);
    m_binding->setWordWrap(true);

    m_readings->setObjectName(QStringLiteral("diagnosisReadings"));
    m_readings->setToolTip(
        tr("The four readings in order: each rules a ceiling in or out before the next is worth "
           "taking. Measured from the run's telemetry, next to the model's expected value."));
    m_grid->setContentsMargins(0, 0, 0, 0);
    m_grid->setHorizontalSpacing(12);
    m_grid->setVerticalSpacing(1);
    m_grid->setColumnStretch(0, 1);

    m_advice->setObjectName(QStringLiteral("diagnosisAdvice"));
    m_advice->setWordWrap(true);
    m_advice->setTextFormat(Qt::PlainText);
    m_advice->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_advice->setAlignment(Qt::AlignTop | Qt::AlignLeft);

    auto *content = new QWidget;
    auto *inner = new QVBoxLayout(content);
    inner->addWidget(m_binding);
    inner->addWidget(m_readings);
    inner->addWidget(m_advice);
    inner->addStretch(1);
    auto *scroll = new QScrollArea;
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll);
}

void DiagnosisView::showDiagnosis(const core::RunDiagnosis &d)
{
    using core::readingLabel;
    const Diagnosis &dx = d.diagnosis;
    QString binding = tr("Bound by: %1").arg(core::bindingLabel(dx.binding));
    if (dx.nearestOnly)
        binding = tr("Bound by: %1 (no reading at its ceiling: the nearest)")
                      .arg(core::bindingLabel(dx.binding));
    else if (dx.likely)
        binding = tr("Bound by: %1 (likely: the confirming reading is missing)")
                      .arg(core::bindingLabel(dx.binding));
    m_binding->setText(binding);
    m_binding->setToolTip(d.subject);

    // Rebuild the grid: a header, then per reading its name, measured and model values, and
    // its verdict on a line of its own (the pane is narrow).
    while (QLayoutItem *item = m_grid->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    m_rows.clear();
    const QPalette pal = palette();
    auto cell = [&](const QString &text, int row, int column, int span = 1) {
        auto *l = new QLabel(text);
        l->setTextFormat(Qt::PlainText);
        if (column > 0)
            l->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_grid->addWidget(l, row, column, 1, span);
        return l;
    };
    int row = 0;
    for (const QString &h : {tr("Reading"), tr("Measured"), tr("Model")}) {
        QLabel *l = cell(h, row, int(m_grid->count()));
        QFont f = l->font();
        f.setBold(true);
        l->setFont(f);
    }
    ++row;
    for (const Reading &r : dx.readings) {
        const int i = int(r.kind);
        // A dash where nothing was measured: the verdict line under it says so in words.
        QString measured = r.measured ? percentText(*r.measured) : tr("\u2014");
        if (r.measured && r.upperBound)
            measured = tr("at most %1").arg(measured);
        const QString model = percentText(r.expected);
        const QString verdict = core::verdictLabel(r.verdict, r.kind);
        QString tip = tr("100% = %1; counts as near its ceiling from %2.")
                          .arg(d.references[i], percentText(r.threshold));
        if (!d.sources[i].isEmpty())
            tip += QLatin1Char('\n') + tr("Measured from %1.").arg(d.sources[i]);
        if (r.spread)
            tip += QLatin1Char('\n') +
                   tr("Spread across GPUs: %1 of the highest.").arg(percentText(*r.spread));
        if (r.upperBound)
            tip += QLatin1Char('\n') + tr("A busy-time proxy: an upper bound, it can rule the "
                                          "ceiling out but never in.");
        if (r.disagrees)
            tip += QLatin1Char('\n') + tr("Far from what the model expects.");
        QLabel *name = cell(readingLabel(r.kind), row, 0);
        name->setWordWrap(true);
        QLabel *m = cell(measured, row, 1);
        QLabel *e = cell(model, row, 2);
        if (r.disagrees)
            m->setStyleSheet(QStringLiteral("color: %1").arg(theme::warningText(pal).name()));
        ++row;
        QLabel *v = cell(QStringLiteral("    ") + verdict, row, 0, 3);
        v->setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
        QFont vf = v->font();
        vf.setBold(r.verdict == ReadingVerdict::Binds || r.verdict == ReadingVerdict::Uneven);
        v->setFont(vf);
        for (QLabel *l : {name, m, e, v})
            l->setToolTip(tip);
        ++row;
        m_rows << QStringList{readingLabel(r.kind), measured, model, verdict};
    }

    QStringList lines;
    if (dx.gpuUtil)
        lines << tr("GPU_UTIL %1: shown, never counted as compute.").arg(percentText(*dx.gpuUtil));
    for (Lever l : dx.levers)
        lines << tr("Lever: %1").arg(core::leverText(l));
    for (const QString &f : d.findings)
        lines << tr("Finding: %1").arg(f);
    for (const QString &n : d.notes)
        lines << tr("Note: %1").arg(n);
    lines << tr("Telemetry of %Ln GPU(s); model: %1.", nullptr, d.gpus).arg(d.provenance);
    m_advice->setText(lines.join(QStringLiteral("\n\n")));
    m_readings->show();
}

void DiagnosisView::showProblem(const QString &message)
{
    m_binding->setText(tr("No diagnosis"));
    while (QLayoutItem *item = m_grid->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    m_rows.clear();
    m_readings->hide();
    m_advice->setText(message);
}

QString DiagnosisView::bindingText() const
{
    return m_binding->text();
}

int DiagnosisView::preferredWidth() const
{
    // The widest reading with the widest values, the grid's spacing and the frame's margins.
    const QFontMetrics fm = fontMetrics();
    QFont bold = font();
    bold.setBold(true);
    const QFontMetrics bm(bold);
    int name = 0;
    for (ReadingKind k : {ReadingKind::Compute, ReadingKind::Memory, ReadingKind::Communication,
                          ReadingKind::StepTime})
        name = std::max(name, fm.horizontalAdvance(core::readingLabel(k)));
    return name +
           std::max(fm.horizontalAdvance(tr("at most 100%")),
                    bm.horizontalAdvance(tr("Measured"))) +
           bm.horizontalAdvance(tr("Model")) + 2 * 12 + 4 * fm.averageCharWidth() +
           style()->pixelMetric(QStyle::PM_ScrollBarExtent);
}

QStringList DiagnosisView::row(int i) const
{
    return m_rows.value(i);
}

} // namespace moeplan::widgets
