#include "resultspanel.h"

#include "format.h"
#include "messages.h"
#include "plannerdocument.h"
#include "reportdata.h"
#include "theme.h"

#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

#include <cmath>

namespace moeplan::widgets {

namespace {

QLabel *valueLabel(const QString &objectName)
{
    auto *l = new QLabel;
    l->setObjectName(objectName);
    l->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    l->setWordWrap(true); // a long value (a binding ceiling, a shortfall) wraps, never clips
    return l;
}

void setTextColour(QLabel *label, const QColor &colour)
{
    // Runs on every result: a palette set to what it holds would still repaint the label.
    if (label->palette().color(QPalette::WindowText) == colour)
        return;
    QPalette p = label->palette();
    p.setColor(QPalette::WindowText, colour);
    label->setPalette(p);
}

} // namespace

ResultsPanel::ResultsPanel(QWidget *parent)
    : QGroupBox(tr("Operating point"), parent), m_step(valueLabel(QStringLiteral("stepValue"))),
      m_binding(valueLabel(QStringLiteral("bindingValue"))),
      m_tpot(valueLabel(QStringLiteral("tpotValue"))),
      m_ttft(valueLabel(QStringLiteral("ttftValue"))),
      m_perUser(valueLabel(QStringLiteral("perUserValue"))),
      m_throughput(valueLabel(QStringLiteral("throughputValue"))),
      m_perGpu(valueLabel(QStringLiteral("perGpuValue"))),
      m_concurrency(valueLabel(QStringLiteral("concurrencyValue"))),
      m_memory(valueLabel(QStringLiteral("memoryValue"))),
      m_fits(valueLabel(QStringLiteral("fitsValue"))),
      m_cost(valueLabel(QStringLiteral("costValue"))),
      m_power(valueLabel(QStringLiteral("powerValue"))), m_error(new QLabel), m_warnings(new QLabel)
{
    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setLabelAlignment(Qt::AlignLeft);
    form->setRowWrapPolicy(QFormLayout::DontWrapRows);
    form->addRow(tr("Step time"), m_step);
    form->addRow(tr("Bound by"), m_binding);
    form->addRow(tr("Time per output token"), m_tpot);
    form->addRow(tr("Time to first token"), m_ttft);
    form->addRow(tr("Per-user speed"), m_perUser);
    form->addRow(tr("Aggregate throughput"), m_throughput);
    form->addRow(tr("Throughput per GPU"), m_perGpu);
    form->addRow(tr("Sequences in flight"), m_concurrency);
    form->addRow(tr("Memory per GPU"), m_memory);
    form->addRow(tr("Fits in memory"), m_fits);
    form->addRow(tr("Cost"), m_cost);
    form->addRow(tr("Tokens/s per MW"), m_power);

    m_error->setObjectName(QStringLiteral("errorLabel"));
    m_warnings->setObjectName(QStringLiteral("warningsLabel"));
    for (QLabel *l : {m_error, m_warnings}) {
        l->setWordWrap(true);
        l->setTextInteractionFlags(Qt::TextSelectableByMouse);
        l->setVisible(false);
    }

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_error);
    layout->addWidget(m_warnings);
    applyColours();
}

void ResultsPanel::setResult(const core::PlannerResult &result, const core::CostAndPower &cost)
{
    const QLocale loc = locale();
    const Evaluation &e = result.eval;
    const QString none = QStringLiteral("–");
    const bool ok = result.ok;

    m_step->setText(ok ? tr("%1 ms").arg(format::number(e.stepMs, loc)) : none);
    m_binding->setText(ok ? core::ceilingLabel(e.binding) : none);
    // Its parts (docs/model.md, "Time to first token"): the transfer, the wait for a prefill
    // worker and the hand-off exist between disaggregated pools only.
    QString ttftParts;
    if (ok) {
        ttftParts = tr("Prefill %1 ms, opening burst %2 ms")
                        .arg(format::number(e.prefillMs, loc), format::number(e.burstMs, loc));
        if (result.scenario.serving == Serving::Disaggregated)
            ttftParts +=
                tr(", wait for a prefill worker %1 ms, KV transfer %2 ms, hand-off "
                   "between the pools %3 ms")
                    .arg(format::number(e.prefillQueueMs, loc), format::number(e.kvTransferMs, loc),
                         format::number(e.handoffMs, loc));
        ttftParts += tr(", first decode step %1 ms").arg(format::number(e.stepMs, loc));
    }
    // TPOT and TTFT with the 80% prediction interval where the calibration has one ("ideal" is
    // a bound), as the frontier's band and `moeplan-cli eval` give it: how far to trust the
    // point. The tooltip says where the band comes from, then `parts`.
    const core::ParamsChoice &params = result.params;
    const auto showLatency = [&](QLabel *label, double ms, double logLo, double logHi,
                                 const QString &parts) {
        if (!ok) {
            label->setText(none);
            label->setToolTip(parts);
            return;
        }
        if (!params.hasInterval) {
            label->setText(tr("%1 ms").arg(format::number(ms, loc)));
            label->setToolTip(parts);
            return;
        }
        const QString lo = format::number(ms * std::exp(logLo), loc);
        const QString hi = format::number(ms * std::exp(logHi), loc);
        // Word joiners: a narrow panel wraps before the interval, never inside it.
        label->setText(tr("%1 ms (%2)")
                           .arg(format::number(ms, loc),
                                lo + QChar(0x2060) + QChar(0x2013) + QChar(0x2060) + hi));
        const QString range = tr("%1–%2 ms").arg(lo, hi);
        const QString source =
            params.provenance == Provenance::Datasheet
                ? tr("80% interval %1: a nominal factor of 1.5 either way, since no "
                     "measurement calibrates these parameters")
                      .arg(range)
                : tr("80% prediction interval %1: measurements of runs the fit never saw fell "
                     "inside such a band 8 times in 10")
                      .arg(range);
        label->setToolTip(parts.isEmpty() ? source : source + QLatin1Char('\n') + parts);
    };
    showLatency(m_tpot, e.tpotMs, params.tpotLogLo, params.tpotLogHi, {});
    showLatency(m_ttft, e.ttftMs, params.ttftLogLo, params.ttftLogHi, ttftParts);
    m_perUser->setText(
        ok ? tr("%1 tokens/s/user").arg(format::number(e.tokensPerSecondPerUser, loc)) : none);
    m_throughput->setText(
        ok ? tr("%1 tokens/s").arg(format::number(e.throughputTokensPerSecond, loc)) : none);
    m_perGpu->setText(ok ? tr("%1 tokens/s/GPU").arg(format::number(e.throughputPerGpu, loc))
                         : none);
    const bool disagg = result.scenario.serving == Serving::Disaggregated;
    QString inFlight = none;
    if (ok && disagg)
        inFlight = e.replicas == 1
                       ? tr("%1 (1 decode worker)").arg(e.concurrency)
                       : tr("%1 (%2 decode workers)").arg(e.concurrency).arg(e.replicas);
    else if (ok)
        inFlight = e.replicas == 1 ? tr("%1 (1 replica)").arg(e.concurrency)
                                   : tr("%1 (%2 replicas)").arg(e.concurrency).arg(e.replicas);
    m_concurrency->setText(inFlight);
    // Disaggregated, clients waiting for their first token are not in the decode batch.
    const double clientsPerWorker = e.concurrency / std::max(1, e.replicas);
    m_concurrency->setToolTip(
        ok && disagg
            ? tr("%1 of %2 clients per decode worker are decoding at a time; the rest wait for "
                 "their first token")
                  .arg(e.runningBatch)
                  .arg(clientsPerWorker, 0, 'f', 0)
            : QString());
    m_memory->setText(
        ok ? tr("%1 GB of %2 GB")
                 .arg(format::number(e.memoryPerGpuGB, loc), loc.toString(e.hbmCapacityGB, 'g', 4))
           : none);
    m_memory->setToolTip(ok ? tr("Weights %1 GB, KV cache %2 GB, reserve %3 GB")
                                  .arg(format::number(e.weightsPerGpuGB, loc),
                                       format::number(e.kvPerGpuGB, loc),
                                       format::number(e.reservePerGpuGB, loc))
                            : QString());
    m_fitsOk = !ok || e.fits;
    m_fits->setText(!ok      ? none
                    : e.fits ? tr("yes")
                             : tr("no, %1 GB short").arg(format::number(e.shortfallGB, loc)));

    // Where the panel is narrow the line wraps between the two figures, not inside a unit
    // ("$108.96/" over "h"): a word joiner after each slash keeps a unit whole.
    m_cost->setText(cost.usdPerMTokens && std::isfinite(*cost.usdPerMTokens)
                        ? tr("$%1/Mtok, $%2/h")
                              .arg(loc.toString(*cost.usdPerMTokens, 'f', 3),
                                   loc.toString(*cost.usdPerHour, 'f', 2))
                              .replace(u'/', QStringLiteral("/\u2060"))
                        : none);
    m_cost->setToolTip(cost.economics.pricePerGpuHour > 0
                           ? tr("$%1 per GPU-hour (%2; edit it on the Size It page)")
                                 .arg(loc.toString(cost.economics.pricePerGpuHour, 'f', 2),
                                      cost.priceUserSet ? tr("your price") : tr("catalog default"))
                           : tr("no price for this GPU kind: set one on the Size It page"));
    m_power->setText(ok && std::isfinite(cost.tokensPerSecondPerMW)
                         ? tr("%1 (%2 kW)")
                               .arg(format::number(cost.tokensPerSecondPerMW, loc),
                                    format::number(cost.powerKW, loc))
                         : none);
    m_power->setToolTip(tr("%1 W per GPU, %2 W per %3-GPU node or rack shared by its GPUs, "
                           "facility overhead %4%")
                            .arg(loc.toString(cost.economics.wattsPerGpu, 'f', 0),
                                 loc.toString(cost.economics.overheadWattsPerNode, 'f', 0))
                            .arg(cost.economics.gpusPerNode)
                            .arg(loc.toString(100 * cost.economics.facilityOverhead, 'f', 0)));

    m_error->setText(ok ? QString() : result.error);
    m_error->setVisible(!ok);

    QStringList warnings;
    if (!result.params.error.isEmpty())
        warnings << result.params.error;
    if (ok) {
        for (int b = 0; b < kWarningCount; ++b) {
            const auto w = static_cast<Warning>(1u << b);
            // Out of memory is already the "Fits in memory" row.
            if ((e.warnings & w) && w != WarnOutOfMemory)
                warnings << core::warningMessage(w);
        }
    }
    for (QString &w : warnings)
        w = QStringLiteral("• ") + w;
    m_warnings->setText(warnings.join(QLatin1Char('\n')));
    m_warnings->setVisible(!warnings.isEmpty());
    applyColours();
}

void ResultsPanel::changeEvent(QEvent *event)
{
    QGroupBox::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        applyColours();
}

void ResultsPanel::applyColours()
{
    const QPalette p = palette();
    setTextColour(m_error, theme::errorText(p));
    setTextColour(m_warnings, theme::warningText(p));
    setTextColour(m_fits, m_fitsOk ? p.color(QPalette::WindowText) : theme::errorText(p));
}

} // namespace moeplan::widgets
