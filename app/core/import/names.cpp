#include "names.h"

#include <QRegularExpression>
#include <QSet>
#include <QStringList>

namespace moeplan::core::import {

namespace {

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

/// Quantisation words of model names; each maps to a precision (or to nothing: "quantized").
const QHash<QString, QString> &quantWords()
{
    static const QHash<QString, QString> m{
        {QStringLiteral("fp8"), QStringLiteral("fp8")},
        {QStringLiteral("float8"), QStringLiteral("fp8")},
        {QStringLiteral("e4m3"), QStringLiteral("fp8")},
        {QStringLiteral("fp4"), QStringLiteral("fp4")},
        {QStringLiteral("nvfp4"), QStringLiteral("fp4")},
        {QStringLiteral("mxfp4"), QStringLiteral("fp4")},
        {QStringLiteral("int4"), QStringLiteral("int4")},
        {QStringLiteral("w4a16"), QStringLiteral("int4")},
        {QStringLiteral("awq"), QStringLiteral("int4")},
        {QStringLiteral("gptq"), QStringLiteral("int4")},
        {QStringLiteral("w4a8"), QStringLiteral("w4a8")},
        {QStringLiteral("w4afp8"), QStringLiteral("w4a8")},
        {QStringLiteral("int8"), QStringLiteral("int8")},
        {QStringLiteral("w8a8"), QStringLiteral("int8")},
        {QStringLiteral("w8a16"), QStringLiteral("int8")},
        {QStringLiteral("bf16"), QStringLiteral("bf16")},
        {QStringLiteral("bfloat16"), QStringLiteral("bf16")},
        {QStringLiteral("fp16"), QStringLiteral("fp16")},
        {QStringLiteral("float16"), QStringLiteral("fp16")},
        // Words that go with a quantisation but name none.
        {QStringLiteral("quantized"), QString()},
        {QStringLiteral("quant"), QString()},
        {QStringLiteral("dynamic"), QString()},
        {QStringLiteral("static"), QString()},
        {QStringLiteral("kv"), QString()},
        {QStringLiteral("gguf"), QString()},
    };
    return m;
}

/// Packaging words: the same weights and architecture under another name.
const QSet<QString> &packagingWords()
{
    static const QSet<QString> s{QStringLiteral("instruct"), QStringLiteral("chat"),
                                 QStringLiteral("it"),       QStringLiteral("hf"),
                                 QStringLiteral("preview"),  QStringLiteral("base")};
    return s;
}

bool isQuantToken(const QString &t)
{
    if (quantWords().contains(t))
        return true;
    // "quantized.w4a16" (RedHatAI), "fp8.dynamic": every dot-separated part a quantisation word.
    if (!t.contains(QLatin1Char('.')))
        return false;
    const QStringList parts = t.split(QLatin1Char('.'), Qt::SkipEmptyParts);
    return !parts.isEmpty() && std::all_of(parts.begin(), parts.end(), [](const QString &p) {
        return quantWords().contains(p);
    });
}

QString precisionOfToken(const QString &t)
{
    for (const QString &p : t.split(QLatin1Char('.'), Qt::SkipEmptyParts)) {
        const QString v = quantWords().value(p);
        if (!v.isEmpty())
            return v;
    }
    return {};
}

bool isDateToken(const QString &t)
{
    static const QRegularExpression date(QStringLiteral("^(\\d{4}|\\d{6}|\\d{8})$"));
    return date.match(t).hasMatch();
}

bool isVersionToken(const QString &t)
{
    static const QRegularExpression version(QStringLiteral("^v\\d+(\\.\\d+)*$"));
    return version.match(t).hasMatch();
}

/// The name part of a path or Hugging Face id: "/models/x/" -> "x", "org/x" -> "x",
/// ".../models--org--x/snapshots/<hash>" -> "x".
QString namePart(QString s)
{
    s = s.trimmed();
    s.replace(QLatin1Char('\\'), QLatin1Char('/'));
    const int cache = s.lastIndexOf(QLatin1String("models--"));
    if (cache >= 0) {
        QString rest = s.mid(cache + 8);
        rest = rest.section(QLatin1Char('/'), 0, 0);
        s = rest.section(QLatin1String("--"), -1);
    }
    while (s.endsWith(QLatin1Char('/')))
        s.chop(1);
    const int slash = s.lastIndexOf(QLatin1Char('/'));
    return slash >= 0 ? s.mid(slash + 1) : s;
}

const QSet<QString> &gpuNoiseWords()
{
    static const QSet<QString> s{
        QStringLiteral("nvidia"),   QStringLiteral("amd"),   QStringLiteral("intel"),
        QStringLiteral("instinct"), QStringLiteral("tesla"), QStringLiteral("geforce"),
        QStringLiteral("hgx"),      QStringLiteral("dgx"),   QStringLiteral("gpu"),
        QStringLiteral("sxm"),      QStringLiteral("sxm4"),  QStringLiteral("sxm5"),
        QStringLiteral("sxm6"),     QStringLiteral("oam"),   QStringLiteral("(tm)")};
    return s;
}

/// Words that make a GPU a different product than the catalog's part of the same number.
const QSet<QString> &gpuFormWords()
{
    static const QSet<QString> s{QStringLiteral("pcie"), QStringLiteral("pci"),
                                 QStringLiteral("nvl"), QStringLiteral("nvl2"),
                                 QStringLiteral("nvl4")};
    return s;
}

bool isRackToken(const QString &t)
{
    static const QRegularExpression rack(QStringLiteral("^nvl(36|72)(x2)?$"));
    return rack.match(t).hasMatch();
}

const QRegularExpression &partSeparators()
{
    static const QRegularExpression re(QStringLiteral("[-. ]"));
    return re;
}

} // namespace

QString canonicalPrecision(const QString &name)
{
    QString n = name.trimmed().toLower();
    n.replace(QLatin1Char('_'), QLatin1Char('-'));
    if (n.isEmpty())
        return {};
    if (const QString p = quantWords().value(n); !p.isEmpty())
        return p;
    // "fp8-e4m3", "int4-awq", "w8a8-fp8", "nvfp4-kv": the first part that names one.
    for (const QString &part : n.split(partSeparators(), Qt::SkipEmptyParts)) {
        if (const QString p = quantWords().value(part); !p.isEmpty())
            return p;
    }
    return {};
}

/// Unicode dashes (U+2010..U+2015, U+2212; ROCm's docs write names with U+2011) as '-'.
QString asciiDashes(QString s)
{
    for (QChar &c : s) {
        const char16_t u = c.unicode();
        if ((u >= 0x2010 && u <= 0x2015) || u == 0x2212)
            c = QLatin1Char('-');
    }
    return s;
}

QString normaliseModelKey(const QString &name, QString *precision)
{
    if (precision)
        precision->clear();
    QString s = namePart(asciiDashes(name)).toLower();
    static const QRegularExpression separators(QStringLiteral("[-_ ]+"));
    QStringList tokens = s.split(separators, Qt::SkipEmptyParts);
    QString found;
    bool stripped = false;
    while (tokens.size() > 1) {
        const QString &t = tokens.last();
        const bool quant = isQuantToken(t);
        const bool versionAfterQuant =
            isVersionToken(t) && tokens.size() > 2 && isQuantToken(tokens.at(tokens.size() - 2));
        if (quant) {
            if (const QString p = precisionOfToken(t); !p.isEmpty())
                found = p; // the left-most quantisation word wins
        } else if (!versionAfterQuant && !packagingWords().contains(t) &&
                   !(isDateToken(t) && tokens.size() > 2) &&
                   // "w-mxfp4-a-fp8": the letters of a weight/activation quantisation spec
                   !(stripped && (t == QLatin1String("w") || t == QLatin1String("a")))) {
            break;
        }
        tokens.removeLast();
        stripped = true;
    }
    if (tokens.size() > 1 && tokens.first() == QLatin1String("meta") &&
        tokens.at(1).startsWith(QLatin1String("llama")))
        tokens.removeFirst();
    if (precision)
        *precision = found;
    return tokens.join(QLatin1Char('-'));
}

QString normaliseGpuKey(const QString &name, bool *rackScale)
{
    if (rackScale)
        *rackScale = false;
    const QString s = asciiDashes(name).trimmed().toLower();
    // Memory sizes and kinds ("80gb", "hbm3e", "141gbx8"), host CPUs of MLPerf system ids
    // ("2xepyc"), and benchmark-runner labels ("b200-trt", "h200-nb_0", "mi355x-disagg").
    static const QRegularExpression memory(
        QStringLiteral("^\\d+(gb|g)(x\\d+)?$|^hbm\\d*e?$|^\\d+x(epyc|xeon|grace)\\w*$|^\\d+x$"));
    static const QSet<QString> runnerWords{QStringLiteral("trt"),    QStringLiteral("multinode"),
                                           QStringLiteral("disagg"), QStringLiteral("nb"),
                                           QStringLiteral("dgxc"),   QStringLiteral("nvs"),
                                           QStringLiteral("cw"),     QStringLiteral("oci")};
    static const QRegularExpression countPrefix(QStringLiteral("^\\d+x([a-z].*)$"));
    static const QRegularExpression cpu(QStringLiteral("^\\d+x(epyc|xeon|grace)$"));
    static const QRegularExpression cpuModel(QStringLiteral("^\\d{4,5}[a-z]*$"));
    QStringList kept;
    bool afterCpu = false;
    static const QRegularExpression separators(QStringLiteral("[-_ /,]+"));
    for (QString t : s.split(separators, Qt::SkipEmptyParts)) {
        const bool cpuNumber = afterCpu && cpuModel.match(t).hasMatch();
        afterCpu = cpu.match(t).hasMatch();
        if (cpuNumber || t.startsWith(QLatin1Char('(')) || gpuNoiseWords().contains(t) ||
            memory.match(t).hasMatch() || runnerWords.contains(t))
            continue;
        if (const auto m = countPrefix.match(t); m.hasMatch() && !isRackToken(t))
            t = m.captured(1); // "8xmi355x": eight of them
        if (gpuNoiseWords().contains(t))
            continue;
        if (isRackToken(t) && rackScale)
            *rackScale = true;
        kept << t;
    }
    // A runner's instance number at the end ("h200-nb_0").
    static const QRegularExpression index(QStringLiteral("^\\d{1,2}$"));
    if (kept.size() > 1 && index.match(kept.last()).hasMatch())
        kept.removeLast();
    return kept.join(QLatin1Char('-'));
}

NameResolver::NameResolver(const Catalog &catalog) : m_catalog(catalog)
{
    for (const ModelSpec &m : catalog.models()) {
        const QString id = qs(m.id);
        m_models.insert(normaliseModelKey(id), id);
        for (const std::string &a : m.aliases)
            m_models.insert(normaliseModelKey(qs(a)), id);
    }
    for (const ModelSpec &m : catalog.models()) // an id never loses to another model's alias
        m_models.insert(normaliseModelKey(qs(m.id)), qs(m.id));
    for (const GpuSpec &g : catalog.gpus()) {
        const QString id = qs(g.id);
        for (const std::string &a : g.aliases)
            m_gpus.insert(normaliseGpuKey(qs(a)), id);
    }
    for (const GpuSpec &g : catalog.gpus())
        m_gpus.insert(normaliseGpuKey(qs(g.id)), qs(g.id));
}

ModelName NameResolver::model(const QString &name) const
{
    if (const auto it = m_modelCache.constFind(name); it != m_modelCache.constEnd())
        return *it;
    ModelName out;
    out.raw = name.trimmed();
    const QString key = normaliseModelKey(out.raw, &out.precision);
    if (const ModelSpec *m = m_catalog.model(out.raw.toStdString())) {
        out.id = qs(m->id);
        out.inCatalog = true;
    } else if (const auto it = m_models.constFind(key); it != m_models.constEnd()) {
        out.id = *it;
        out.inCatalog = true;
        out.byRule = true;
    } else {
        out.id = key;
        out.byRule = true;
    }
    m_modelCache.insert(name, out);
    return out;
}

GpuName NameResolver::gpu(const QString &name) const
{
    if (const auto it = m_gpuCache.constFind(name); it != m_gpuCache.constEnd())
        return *it;
    GpuName out;
    out.raw = name.trimmed();
    const QString key = normaliseGpuKey(out.raw, &out.rackScale);
    if (const GpuSpec *g = m_catalog.gpu(out.raw.toStdString())) {
        out.id = qs(g->id);
        out.inCatalog = true;
    } else if (const auto it = m_gpus.constFind(key); it != m_gpus.constEnd()) {
        out.id = *it;
        out.inCatalog = true;
        out.byRule = true;
    } else {
        out.byRule = true;
        // Runner labels ("b200-nb", "h200-dgxc"): the first word when it is a catalog GPU and
        // no other word makes it a different product (PCIe, NVL cards).
        const QStringList words = key.split(QLatin1Char('-'), Qt::SkipEmptyParts);
        const bool otherForm = std::any_of(words.begin(), words.end(), [](const QString &w) {
            return gpuFormWords().contains(w) || isRackToken(w);
        });
        const auto stem = words.isEmpty() ? m_gpus.constEnd() : m_gpus.constFind(words.first());
        if (!otherForm && stem != m_gpus.constEnd()) {
            out.id = *stem;
            out.inCatalog = true;
        } else {
            out.id = key;
        }
    }
    if (out.inCatalog) {
        if (const GpuSpec *g = m_catalog.gpu(out.id.toStdString()))
            out.rackScale = out.rackScale || g->form == GpuForm::Nvl72;
    }
    m_gpuCache.insert(name, out);
    return out;
}

} // namespace moeplan::core::import
