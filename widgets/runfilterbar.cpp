#include "runfilterbar.h"

#include "historystore.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QTimer>

#include <algorithm>

namespace moeplan::widgets {

namespace {

QDateEdit *dateEdit(const QString &tooltip)
{
    auto *d = new QDateEdit;
    d->setCalendarPopup(true);
    d->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    d->setMinimumDate(QDate(1970, 1, 1));
    d->setSpecialValueText(RunFilterBar::tr("Any"));
    d->setDate(d->minimumDate());
    d->setToolTip(tooltip);
    return d;
}

QDate dateOf(const QDateEdit *d)
{
    return d->date() == d->minimumDate() ? QDate() : d->date();
}

} // namespace

RunFilterBar::RunFilterBar(QWidget *parent)
    : QWidget(parent), m_model(new QComboBox), m_gpu(new QComboBox), m_engine(new QComboBox),
      m_from(dateEdit(tr("Show only runs measured on or after this day (\"Any\": no limit)"))),
      m_to(dateEdit(tr("Show only runs measured on or before this day (\"Any\": no limit)"))),
      m_search(new QLineEdit), m_disagreeing(new QCheckBox(tr("Disagreeing onl&y"))),
      m_searchTimer(new QTimer(this)), m_count(new QLabel)
{
    m_disagreeing->setObjectName(QStringLiteral("disagreeingOnly"));
    m_disagreeing->setToolTip(
        tr("Show only runs that disagree with their deployment's other measured loads: far "
           "outside the 80% band those loads imply (the Model tab says why). Such a run is "
           "worth checking before it is calibrated on."));
    m_model->setToolTip(tr("Show only the runs of this model"));
    m_gpu->setToolTip(tr("Show only the runs on this GPU kind"));
    m_engine->setToolTip(tr("Show only the runs of this engine"));
    m_search->setObjectName(QStringLiteral("searchEdit"));
    m_search->setClearButtonEnabled(true);
    m_search->setPlaceholderText(tr("Notes or source file"));
    m_search->setToolTip(tr("Show only runs whose notes or source file name contain this text"));
    m_searchTimer->setSingleShot(true);
    m_searchTimer->setInterval(250);
    m_count->setToolTip(tr("Runs that match the filters"));

    auto *filters = new QHBoxLayout(this);
    filters->setContentsMargins(0, 0, 0, 0);
    auto addFilter = [&](const QString &label, QWidget *w) {
        auto *l = new QLabel(label);
        l->setBuddy(w);
        filters->addWidget(l);
        filters->addWidget(w);
    };
    addFilter(tr("&Model:"), m_model);
    addFilter(tr("&GPU:"), m_gpu);
    addFilter(tr("E&ngine:"), m_engine);
    addFilter(tr("F&rom:"), m_from);
    addFilter(tr("&To:"), m_to);
    addFilter(tr("Se&arch:"), m_search);
    filters->addWidget(m_disagreeing);
    filters->addWidget(m_count);

    for (QComboBox *c : {m_model, m_gpu, m_engine})
        connect(c, &QComboBox::currentIndexChanged, this, [this] {
            if (!m_filling)
                emit changed();
        });
    connect(m_from, &QDateEdit::dateChanged, this, &RunFilterBar::changed);
    connect(m_to, &QDateEdit::dateChanged, this, &RunFilterBar::changed);
    connect(m_disagreeing, &QCheckBox::toggled, this, &RunFilterBar::changed);
    connect(m_search, &QLineEdit::textChanged, m_searchTimer, qOverload<>(&QTimer::start));
    connect(m_searchTimer, &QTimer::timeout, this, &RunFilterBar::changed);
}

bool RunFilterBar::setChoices(const core::RunFacets &facets)
{
    m_filling = true;
    const std::pair<QComboBox *, const QStringList *> combos[] = {
        {m_model, &facets.models}, {m_gpu, &facets.gpus}, {m_engine, &facets.engines}};
    bool lost = false;
    for (const auto &[combo, values] : combos) {
        const QString current = combo->currentData().toString();
        combo->clear();
        combo->addItem(tr("Any"), QString());
        for (const QString &v : *values)
            combo->addItem(v, v);
        const int i = combo->findData(current);
        combo->setCurrentIndex(std::max(i, 0));
        lost = lost || (i < 0 && !current.isEmpty());
    }
    m_filling = false;
    return lost;
}

core::RunQuery RunFilterBar::applied(core::RunQuery q) const
{
    q.model = m_model->currentData().toString();
    q.gpu = m_gpu->currentData().toString();
    q.engine = m_engine->currentData().toString();
    q.measuredFrom = dateOf(m_from);
    q.measuredTo = dateOf(m_to);
    q.text = m_search->text();
    return q;
}

void RunFilterBar::clear()
{
    m_filling = true;
    for (QComboBox *c : {m_model, m_gpu, m_engine})
        c->setCurrentIndex(0);
    for (QDateEdit *d : {m_from, m_to}) {
        const QSignalBlocker block(d);
        d->setDate(d->minimumDate());
    }
    {
        const QSignalBlocker block(m_search);
        m_search->clear();
    }
    m_searchTimer->stop();
    {
        const QSignalBlocker block(m_disagreeing);
        m_disagreeing->setChecked(false);
    }
    m_filling = false;
}

bool RunFilterBar::disagreeingOnly() const
{
    return m_disagreeing->isChecked();
}

void RunFilterBar::setChecking()
{
    m_count->setText(tr("Checking runs…"));
}

void RunFilterBar::setCount(int runs)
{
    m_count->setText(tr("%Ln run(s)", nullptr, runs));
}

} // namespace moeplan::widgets
