#pragma once
// The History page's filter row: model, GPU kind and engine (the values the history holds),
// a range of measurement days, a text search over notes and source files (applied a moment
// after typing stops), and the count of runs that match.

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDateEdit;
class QLabel;
class QLineEdit;
class QTimer;

namespace moeplan::core {
struct RunFacets;
struct RunQuery;
} // namespace moeplan::core

namespace moeplan::widgets {

class RunFilterBar final : public QWidget
{
    Q_OBJECT
public:
    explicit RunFilterBar(QWidget *parent = nullptr);

    /// Offers the history's models, GPU kinds and engines, keeping each choice that is still
    /// there. Returns whether a chosen value is gone (the filters then changed, and the caller
    /// applies them); emits nothing.
    bool setChoices(const core::RunFacets &facets);
    /// `base` (its sort kept) with the bar's filters.
    core::RunQuery applied(core::RunQuery base) const;
    /// Clears every filter ("Any", no dates, no text); emits nothing.
    void clear();
    /// Shows how many runs match.
    void setCount(int runs);
    /// "Disagreeing only": show only the runs that disagree with their deployment's other
    /// measured loads (the caller finds them).
    bool disagreeingOnly() const;
    /// Says that the runs are being checked (the count waits for the result).
    void setChecking();

signals:
    /// The user changed a filter.
    void changed();

private:
    QComboBox *m_model, *m_gpu, *m_engine;
    QDateEdit *m_from, *m_to;
    QLineEdit *m_search;
    QCheckBox *m_disagreeing;
    QTimer *m_searchTimer;
    QLabel *m_count;
    bool m_filling = false; ///< the combos are being refilled
};

} // namespace moeplan::widgets
