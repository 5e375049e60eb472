#pragma once
// Application settings as typed keys, declared once: the window's, the charts' and the Size it
// page's here; the report's inputs in reportdata.h (ReportSettingsStore, under "report/"). No other
// file names a QSettings key.

#include <QSettings>
#include <QString>
#include <QStringList>
#include <QVariant>

namespace moeplan::core {

/// One setting: its key and default, read and written with the right type.
template <typename T> class SettingValue final
{
public:
    SettingValue(const char *key, T defaultValue)
        : m_key(QString::fromLatin1(key)), m_default(std::move(defaultValue))
    {}
    T get() const
    {
        const QVariant v = QSettings().value(m_key);
        return v.isValid() && v.canConvert<T>() ? v.value<T>() : m_default;
    }
    void set(const T &value) const { QSettings().setValue(m_key, QVariant::fromValue(value)); }
    QString key() const { return m_key; }

private:
    QString m_key;
    T m_default;
};

namespace settings {

inline const SettingValue<QByteArray> windowGeometry{"window/geometry", {}};
inline const SettingValue<QByteArray> windowState{"window/state", {}};
inline const SettingValue<QByteArray> plannerSplitter{"window/plannerSplitter", {}};
inline const SettingValue<int> currentPage{"window/page", 0};
/// The interface's language code ("de", "zh_CN", "en"); empty: the system's (language.h).
inline const SettingValue<QString> language{"ui/language", {}};
inline const SettingValue<QStringList> recentFiles{"files/recent", {}};
inline const SettingValue<QString> lastDirectory{"files/lastDirectory", {}};
inline const SettingValue<bool> chartPerGpu{"charts/perGpu", false};
inline const SettingValue<bool> chartMsPerToken{"charts/msPerToken", false};
inline const SettingValue<int> chartXAxis{"charts/xAxis", 0}; ///< FrontierChart::XAxis
// The Size it page (its target tokens/s and per-user floor are the report's, ReportSettings).
inline const SettingValue<double> sizingMaxTtftMs{"sizing/maxTtftMs", 0.0};
inline const SettingValue<QStringList> sizingGpus{"sizing/gpus", {}}; ///< empty: every kind
inline const SettingValue<QStringList> sizingTopologies{
    "sizing/topologies", {QStringLiteral("hgx-ib"), QStringLiteral("nvl72")}};
inline const SettingValue<bool> sizingAggregated{"sizing/aggregated", true};
inline const SettingValue<bool> sizingDisaggregated{"sizing/disaggregated", true};
inline const SettingValue<int> sizingMaxGpus{"sizing/maxGpus", 576};
inline const SettingValue<int> sizingOrder{"sizing/order", 0}; ///< SizingOrder

/// Most recent first, without duplicates, at most this many.
inline constexpr int kMaxRecentFiles = 8;

/// Puts `path` first in the recent files.
inline void addRecentFile(const QString &path)
{
    QStringList files = recentFiles.get();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > kMaxRecentFiles)
        files.removeLast();
    recentFiles.set(files);
}

/// Team histories opened with File > Open Team History…: their URLs (never a password; those
/// are in the system keyring), most recent first.
inline const SettingValue<QStringList> recentTeamHistories{"history/recentServers", {}};

/// Puts `url` first in the recent team histories.
inline void addRecentTeamHistory(const QString &url)
{
    QStringList urls = recentTeamHistories.get();
    urls.removeAll(url);
    urls.prepend(url);
    while (urls.size() > kMaxRecentFiles)
        urls.removeLast();
    recentTeamHistories.set(urls);
}

} // namespace settings

} // namespace moeplan::core
