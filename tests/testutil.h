#pragma once
// Helpers several tests share: running moeplan-cli as a user would, and writing fixture files.

#include <QByteArray>
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

namespace testutil {

/// True in a build under AddressSanitizer (scripts/sanitize.sh, g++ defines
/// __SANITIZE_ADDRESS__; clang answers __has_feature). Such a build runs 3-5x slower, so the
/// tests that repeat whole refits of the measured sample do less there (each says what).
#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool kUnderAsan = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
inline constexpr bool kUnderAsan = true;
#else
inline constexpr bool kUnderAsan = false;
#endif
#else
inline constexpr bool kUnderAsan = false;
#endif

/// The header line of AIConfigurator's measured-runs CSV (silicon_sample_*.csv), with its
/// newline: the columns several tests write rows under.
inline constexpr char kAiConfiguratorHeader[] =
    "id,silicon_data_source,backend,backend_version,model_path,system,precision,mode,isl,osl,"
    "gemm_quant_mode,moe_quant_mode,batch_size,tp_size,pp_size,attention_dp_size,moe_tp_size,"
    "moe_ep_size,prefill_batch_size,prefill_num_workers,prefill_tp_size,prefill_pp_size,"
    "prefill_attention_dp_size,prefill_moe_tp_size,prefill_moe_ep_size,decode_batch_size,"
    "decode_num_workers,decode_tp_size,decode_pp_size,decode_attention_dp_size,"
    "decode_moe_tp_size,decode_moe_ep_size,silicon_ttft_ms,silicon_tpot_ms\n";

struct CliRun
{
    int code = -1; ///< exit code, -1 when it did not finish
    QByteArray out;
    QByteArray err;
};

inline const QString &cliPath()
{
    static const QString path = QStringLiteral(MOEPLAN_BIN_DIR "/moeplan-cli");
    return path;
}

/// How to start a child: extra environment ("NAME=value"), another program (e.g. setpriv) with
/// arguments before `args`, and how long to wait.
struct CliOptions
{
    QStringList env;
    QString program; ///< empty: build/bin/moeplan-cli
    QStringList prefix;
    int timeoutMs = 120000;
};

/// Runs build/bin/moeplan-cli (or `o.program`) with `args`; code -1 when it did not finish in
/// time.
inline CliRun cli(const QStringList &args, const CliOptions &o = {})
{
    QProcess p;
    if (!o.env.isEmpty()) {
        QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
        for (const QString &kv : o.env)
            e.insert(kv.section(QLatin1Char('='), 0, 0), kv.section(QLatin1Char('='), 1));
        p.setProcessEnvironment(e);
    }
    p.start(o.program.isEmpty() ? cliPath() : o.program, o.prefix + args);
    CliRun r;
    if (!p.waitForFinished(o.timeoutMs)) {
        p.kill();
        p.waitForFinished(5000);
        return r;
    }
    r.code = p.exitCode();
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

/// Writes `bytes` to `name` in `dir`; the path, or an empty string when it cannot.
inline QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return {};
    f.write(bytes);
    return path;
}

/// Pages of a PDF (pdfinfo), -1 when it cannot tell.
inline int pdfPages(const QString &path)
{
    QProcess p;
    p.start(QStringLiteral("pdfinfo"), {path});
    if (!p.waitForFinished(60000))
        return -1;
    const QList<QByteArray> lines = p.readAllStandardOutput().split('\n');
    for (const QByteArray &line : lines) {
        if (line.startsWith("Pages:"))
            return line.mid(6).trimmed().toInt();
    }
    return -1;
}

} // namespace testutil
