<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>FitParam</name>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="30"/>
        <source>HBM bandwidth achieved</source>
        <translation>HBM 带宽实际达成率</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="32"/>
        <source>Decode compute achieved</source>
        <translation>解码算力实际达成率</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="34"/>
        <source>NVLink bandwidth achieved</source>
        <translation>NVLink 带宽实际达成率</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="36"/>
        <source>Network bandwidth achieved</source>
        <translation>网络带宽实际达成率</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="38"/>
        <source>Overhead per decode step</source>
        <translation>每个解码步的开销</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="40"/>
        <source>Overhead per layer</source>
        <translation>每层开销</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="42"/>
        <source>Overhead per sequence</source>
        <translation>每个序列的开销</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="44"/>
        <source>Comm. hidden by compute</source>
        <translation>被计算掩盖的通信</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="46"/>
        <source>Expert imbalance (max/mean)</source>
        <translation>专家负载不均衡（最大/平均）</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="48"/>
        <source>Prefill compute achieved</source>
        <translation>预填充算力实际达成率</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="50"/>
        <source>Fixed cost per prompt</source>
        <translation>每个提示的固定开销</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="52"/>
        <source>Opening burst, aggregated</source>
        <translation>起始突发（聚合式）</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="54"/>
        <source>Prompt chunks in decode steps</source>
        <translation>解码步中的提示分块</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="56"/>
        <source>NVLink collective latency</source>
        <translation>NVLink 集合通信延迟</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="58"/>
        <source>Network hop latency</source>
        <translation>网络单跳延迟</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="60"/>
        <source>Dispatch/combine kernel latency</source>
        <translation>Dispatch/combine 内核延迟</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="62"/>
        <source>Expert vs dense kernels</source>
        <translation>专家内核与稠密内核之比</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="64"/>
        <source>Routing cost per MoE layer</source>
        <translation>每个 MoE 层的路由开销</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="66"/>
        <source>FP8/FP4 speed-up realised</source>
        <translation>FP8/FP4 实际加速比</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="68"/>
        <source>Prompt stall on one DP rank</source>
        <translation>单个 DP rank 上的提示停顿</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="70"/>
        <source>Chunked-prefill budget</source>
        <translation>分块预填充预算</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="72"/>
        <source>Prefill-pool queueing weight</source>
        <translation>预填充池排队权重</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="74"/>
        <source>KV transfer not overlapped</source>
        <translation>未重叠的 KV 传输</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="76"/>
        <source>Opening burst, disaggregated</source>
        <translation>起始突发（分离式）</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="78"/>
        <source>Prefill-pool compute achieved</source>
        <translation>预填充池算力实际达成率</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="80"/>
        <source>Hand-off cost per prompt, disaggregated</source>
        <translation>每个提示的交接开销（分离式）</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="82"/>
        <source>Weight-only kernels vs native</source>
        <translation>仅权重量化内核与原生内核之比</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="84"/>
        <source>Decode stall per arriving prompt</source>
        <translation>每个到达提示造成的解码停顿</translation>
    </message>
</context>
<context>
    <name>GuiMain</name>
    <message>
        <location filename="../app/gui/main.cpp" line="73"/>
        <location filename="../app/gui/main.cpp" line="88"/>
        <location filename="../app/gui/main.cpp" line="93"/>
        <source>%1: cannot write: %2</source>
        <translation>%1：无法写入：%2</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="125"/>
        <source>Capacity planner for serving Mixture-of-Experts language models.</source>
        <translation>用于部署混合专家（MoE）语言模型推理服务的容量规划工具。</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="130"/>
        <source>Render the main window offscreen at %1x%2 to &lt;file&gt; (PNG) and exit.</source>
        <translation>以 %1x%2 离屏渲染主窗口并保存到 &lt;file&gt;（PNG），然后退出。</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="133"/>
        <location filename="../app/gui/main.cpp" line="136"/>
        <location filename="../app/gui/main.cpp" line="142"/>
        <source>file</source>
        <translation>file</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="135"/>
        <source>Open the scenario file &lt;file&gt; (.moeplan).</source>
        <translation>打开场景文件 &lt;file&gt;（.moeplan）。</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="139"/>
        <source>History database &lt;file&gt; whose calibration profiles the planner uses (default: the history in the application-data folder).</source>
        <translation>规划器所用校准画像所在的历史数据库 &lt;file&gt;（默认：应用数据文件夹中的历史记录）。</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="145"/>
        <source>With --screenshot: the page to render: planner, sizing, history or calibration.</source>
        <translation>配合 --screenshot：要渲染的页面：planner、sizing、history 或 calibration。</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="147"/>
        <source>page</source>
        <translation>page</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="150"/>
        <source>With --screenshot: the window size WIDTHxHEIGHT (default %1x%2).</source>
        <translation>配合 --screenshot：窗口尺寸 WIDTHxHEIGHT（默认 %1x%2）。</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="153"/>
        <source>size</source>
        <translation>size</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="156"/>
        <source>With --screenshot: refit the calibration first (stores the fitted profiles in the history database, as the Refit button does).</source>
        <translation>配合 --screenshot：先重新拟合校准（与“重新拟合”按钮一样，将拟合出的画像存入历史数据库）。</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="161"/>
        <source>With --screenshot: on the history page, select the run &lt;id&gt; (its details and, with telemetry, its diagnosis); on the planner page, open it there (its deployment, and its measured readings over the model&apos;s).</source>
        <translation>配合 --screenshot：在历史记录页面选中运行记录 &lt;id&gt;（显示其详情，有遥测数据时还显示其诊断）；在规划器页面则打开该记录（显示其部署，以及其实测读数与模型读数的对比）。</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="165"/>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="171"/>
        <source>A scenario file (.moeplan) to open, as --scenario does.</source>
        <translation>要打开的场景文件（.moeplan），作用同 --scenario。</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="176"/>
        <source>one scenario file at a time (got %1)</source>
        <translation>一次只能打开一个场景文件（收到 %1 个）</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="188"/>
        <source>--page: unknown page &quot;%1&quot; (planner, sizing, history or calibration)</source>
        <translation>--page：未知页面 &quot;%1&quot;（可选 planner、sizing、history 或 calibration）</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="198"/>
        <source>--size: &quot;%1&quot; is not WIDTHxHEIGHT between 320x240 and 8000x8000</source>
        <translation>--size：&quot;%1&quot; 不是 320x240 到 8000x8000 之间的 WIDTHxHEIGHT</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="254"/>
        <source>%1: no such history database</source>
        <translation>%1：历史数据库不存在</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="275"/>
        <source>--page: the %1 page needs a history database</source>
        <translation>--page：%1 页面需要历史数据库</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="283"/>
        <source>--run: no run &quot;%1&quot; in the history</source>
        <translation>--run：历史记录中没有运行记录 &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="295"/>
        <source>--refit needs a history database</source>
        <translation>--refit 需要历史数据库</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="343"/>
        <source>%1: opened, but the password was not kept in the system keyring (%2); you will be asked for it again, or put it in ~/.pgpass</source>
        <translation>%1：已打开，但密码未保存到系统密钥环（%2）；下次会再次询问，或请将其写入 ~/.pgpass</translation>
    </message>
</context>
<context>
    <name>QCommandLineParser</name>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="149"/>
        <source>Usage: %1</source>
        <translation>用法：%1</translation>
    </message>
</context>
<context>
    <name>moeplan::cli::Cli</name>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="84"/>
        <source>  (underdetermined: worker counts, or a plan that holds the weights, not stated; not in the rows above; median 80%-interval width x%1 TPOT, x%2 TTFT)</source>
        <translation>  （欠定：未给出工作节点数量或能容纳权重的并行方案；未列入上方各行；80% 区间宽度中位数 TPOT x%1，TTFT x%2）</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="132"/>
        <source>profile %1: %2 runs fitted, %3 flagged; in-sample median error TPOT %4, TTFT %5</source>
        <translation>画像 %1：已拟合 %2 条运行记录，标记 %3 条；样本内误差中位数 TPOT %4，TTFT %5</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="153"/>
        <source>    80% interval: TPOT x[%1, %2], TTFT x[%3, %4]</source>
        <translation>    80% 区间：TPOT x[%1, %2]，TTFT x[%3, %4]</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="163"/>
        <source>%1 held out</source>
        <translation>留出 %1 条</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="165"/>
        <source>from %1, too few of its own</source>
        <translation>取自 %1，自身过少</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="169"/>
        <source>    80% interval of disaggregated runs: TPOT x[%1, %2]%3</source>
        <translation>    分离式运行记录的 80% 区间：TPOT x[%1, %2]%3</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="175"/>
        <source>    80% interval of disaggregated runs: TTFT x[%1, %2]%3</source>
        <translation>    分离式运行记录的 80% 区间：TTFT x[%1, %2]%3</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/calibratecommands.cpp" line="204"/>
        <source>  %1: TPOT x%2 (%n run(s))</source>
        <translation>
            <numerusform>  %1：TPOT x%2（%n 条运行记录）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/calibratecommands.cpp" line="208"/>
        <source>  %1: TPOT x%2, TTFT x%3 (%n run(s))</source>
        <translation>
            <numerusform>  %1：TPOT x%2，TTFT x%3（%n 条运行记录）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="269"/>
        <location filename="../app/cli/calibratecommands.cpp" line="782"/>
        <source>--db FILE is required</source>
        <translation>必须指定 --db FILE</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="295"/>
        <source>Fit the cost model to the runs of a history database, one profile per GPU kind and engine (and per kind pooled over engines), store the profiles in the database, and print them with their cross-validated errors. Example:
  moeplan-cli calibrate --db history.sqlite --folds 5</source>
        <translation>用历史数据库中的运行记录拟合成本模型，每种 GPU 型号和引擎各得一个画像（另按 GPU 型号汇总所有引擎各得一个），将画像存入数据库，并连同交叉验证误差一起输出。示例：
  moeplan-cli calibrate --db history.sqlite --folds 5</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="300"/>
        <source>History database.</source>
        <translation>历史数据库。</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="302"/>
        <source>Only runs of this GPU kind.</source>
        <translation>仅限此 GPU 型号的运行记录。</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="304"/>
        <location filename="../app/cli/cliutil.cpp" line="180"/>
        <source>Only runs of this engine.</source>
        <translation>仅限此引擎的运行记录。</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="306"/>
        <source>Folds of the grouped cross-validation (default 5; 0 skips it).</source>
        <translation>分组交叉验证的折数（默认 5；为 0 时跳过）。</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="309"/>
        <source>Also report each GPU kind predicted from the others only.</source>
        <translation>同时报告仅用其他 GPU 型号预测每种 GPU 型号的结果。</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="310"/>
        <source>Do not store the profiles.</source>
        <translation>不保存画像。</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="311"/>
        <location filename="../app/cli/calibratecommands.cpp" line="621"/>
        <location filename="../app/cli/catalogcommands.cpp" line="105"/>
        <source>Print JSON.</source>
        <translation>输出 JSON。</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="318"/>
        <source>--folds: &quot;%1&quot; must be 0 or a whole number in 2..50</source>
        <translation>--folds：&quot;%1&quot; 必须为 0 或 2..50 之间的整数</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="328"/>
        <source>%1: no runs to calibrate on</source>
        <translation>%1：没有可用于校准的运行记录</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="380"/>
        <source>%1 runs, %2 placed in the model; fitted %3 profiles in %4 ms%5</source>
        <translation>%1 条运行记录，%2 条可放入模型；在 %4 ms 内拟合了 %3 个画像%5</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="386"/>
        <source> (not stored)</source>
        <translation> (未保存)</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="387"/>
        <source>, stored in %1</source>
        <translation>，已保存到 %1</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="390"/>
        <source>  not placed: %1 x %2</source>
        <translation>  未放入：%1 x %2</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="395"/>
        <source>Architecture offsets (model and precision, over all GPU kinds):</source>
        <translation>架构修正（按模型和精度，覆盖所有 GPU 类型）：</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="398"/>
        <source>Engine-build offsets (runs that name their engine&apos;s version, after the architecture&apos;s):</source>
        <translation>引擎版本修正（注明引擎版本的运行记录，在架构修正之后）：</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="402"/>
        <source>Engine offsets per architecture (model, precision and engine, after both above):</source>
        <translation>各架构的引擎修正（按模型、精度和引擎，在以上两者之后）：</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="406"/>
        <source>Offsets per GPU kind (model, precision, engine and kind; aggregated TPOT only, after all three above):</source>
        <translation>各 GPU 类型的修正（按模型、精度、引擎和类型；仅聚合运行的 TPOT，在以上三者之后）：</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="441"/>
        <source>%1 holds no runs to calibrate on: predictions use datasheet parameters</source>
        <translation>%1 中没有可用于校准的运行记录：预测将使用数据手册参数</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="453"/>
        <source>%1 had no profiles: calibrated on its %2 runs and stored them</source>
        <translation>%1 中没有画像：已用其 %2 条运行记录完成校准并保存</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="471"/>
        <source>--db FILE and --runs IN.csv are required</source>
        <translation>必须指定 --db FILE 和 --runs IN.csv</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="477"/>
        <location filename="../app/cli/cliutil.cpp" line="69"/>
        <source>%1: cannot read: %2</source>
        <translation>%1：无法读取：%2</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="481"/>
        <source>%1: larger than 200 MB</source>
        <translation>%1：大于 200 MB</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="552"/>
        <source>Predict TPOT and TTFT for every row of a measured-runs CSV (the deployment columns of the AIConfigurator measured-runs format; measured columns are ignored) with the calibration profiles of a history database, and write one row per input row. Example:
  moeplan-cli predict --db history.sqlite --runs in.csv --out out.csv</source>
        <translation>使用历史数据库中的校准画像，为实测运行记录 CSV（AIConfigurator 实测运行记录格式中的部署列；实测列将被忽略）的每一行预测 TPOT 和 TTFT，并为每个输入行写出一行结果。示例：
  moeplan-cli predict --db history.sqlite --runs in.csv --out out.csv</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="557"/>
        <location filename="../app/cli/calibratecommands.cpp" line="618"/>
        <source>History database with calibration profiles.</source>
        <translation>包含校准画像的历史数据库。</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="559"/>
        <source>Input CSV.</source>
        <translation>输入 CSV。</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="560"/>
        <source>Output CSV (written atomically).</source>
        <translation>输出 CSV（原子写入）。</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="566"/>
        <source>--out OUT.csv is required</source>
        <translation>必须指定 --out OUT.csv</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="574"/>
        <location filename="../app/cli/calibratecommands.cpp" line="598"/>
        <source>%1: cannot write: %2</source>
        <translation>%1：无法写入：%2</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="602"/>
        <source>moeplan-cli: %1: %2 of %3 rows predicted</source>
        <translation>moeplan-cli：%1：已预测 %3 行中的 %2 行</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="613"/>
        <source>Predict the rows of a measured-runs CSV with the profiles of a history database and compare with their measured TPOT and TTFT: median and P90 absolute percentage error and the share inside the 80% interval, by GPU kind, engine, model and serving mode. Example:
  moeplan-cli validate --db history.sqlite --runs measured.csv</source>
        <translation>使用历史数据库中的画像预测实测运行记录 CSV 的各行，并与实测的 TPOT 和 TTFT 对比：按 GPU 型号、引擎、模型和服务模式给出绝对百分比误差的中位数和 P90，以及落在 80% 区间内的比例。示例：
  moeplan-cli validate --db history.sqlite --runs measured.csv</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="620"/>
        <source>Measured-runs CSV.</source>
        <translation>实测运行记录 CSV。</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="640"/>
        <source>predictions of %1 against its measurements</source>
        <translation>%1 的预测值与其实测值对比</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="651"/>
        <source>%1 rows, %2 placed in the model</source>
        <translation>%1 行，%2 行可放入模型</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="712"/>
        <source>%1: GPU telemetry, nothing to check (import attaches it to its runs)</source>
        <translation>%1：GPU 遥测，无需检查（import 会将其附加到对应的运行）</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="722"/>
        <source>give the deployment the file does not state (--gpu, --plan, --tp, --ep, --gpus, --model or --deployment FILE), as to import it</source>
        <translation>请给出文件未说明的部署（--gpu、--plan、--tp、--ep、--gpus、--model 或 --deployment FILE），与导入时相同</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/calibratecommands.cpp" line="990"/>
        <source>%n input(s) or record(s) refused</source>
        <translation>
            <numerusform>%n 个输入或记录被拒绝</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="761"/>
        <source>History database (file or URL).</source>
        <translation>历史记录数据库（文件或 URL）。</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/calibratecommands.cpp" line="694"/>
        <source>%1: %n more run(s) refused</source>
        <translation>
            <numerusform>%1：另有 %n 条运行记录被拒绝</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="746"/>
        <source>Check the history&apos;s runs, or the runs of result files before they are imported, against the calibrated model and against their deployment&apos;s other measured loads (the History page&apos;s Model tab, for scripts): one row per run with what each of TPOT and TTFT is checked against, its 80% band and a verdict. A run disagrees when it lies outside that band by more than twice the band&apos;s width on that side (1-4% of the runs of the public sample do; docs/accuracy.md): check such a run for a cold start, a warm-up or another engine build or setting before calibrating on it. The runs of INPUT files (any format import reads, history databases among them; the deployment options fill what they leave out, as import&apos;s do) are checked beside the history&apos;s runs and each other, and nothing is stored. Exit 0 when no checked run disagrees, 1 when one does, 2 on bad input (an INPUT or a record refused). Examples:
  moeplan-cli check --db runs.sqlite --gpu b200 --engine vllm --disagreeing
  moeplan-cli check --db runs.sqlite --gpu b200 --plan ep --ep 8 results/</source>
        <translation>将历史记录中的运行（或导入之前结果文件中的运行）与校准后的模型及其部署在其他负载下的测量结果对照（即历史页面“模型”选项卡的脚本版）：每个运行一行，给出 TPOT 和 TTFT 各自的对照值、80% 区间和结论。若运行超出该区间、且超出量大于该侧区间宽度的两倍，即判为不一致（公开样本中 1-4% 的运行如此；docs/accuracy.md）：在以其校准之前，请检查该运行是否为冷启动、预热，或使用了其他引擎版本或设置。INPUT 文件的运行（import 可读取的任何格式，包括历史数据库；部署选项补充文件未给出的内容，与 import 相同）与历史记录中的运行及彼此对照检查，且不存储任何内容。没有被检查的运行不一致时退出码为 0，有则为 1，输入错误（某个 INPUT 或记录被拒绝）为 2。示例：
  moeplan-cli check --db runs.sqlite --gpu b200 --engine vllm --disagreeing
  moeplan-cli check --db runs.sqlite --gpu b200 --plan ep --ep 8 results/</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="773"/>
        <source>Result files or folders of them to check instead of the history&apos;s runs (--model, --gpu and --engine then fill what they leave out).</source>
        <translation>要检查的结果文件或其文件夹，代替历史记录中的运行（此时 --model、--gpu 和 --engine 补充文件未给出的内容）。</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="795"/>
        <source>--%1 describes the deployment of INPUT files; give the files to check</source>
        <translation>--%1 描述的是 INPUT 文件的部署；请给出要检查的文件</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="801"/>
        <source>--run selects the history&apos;s runs; it cannot be given with INPUT files</source>
        <translation>--run 选择历史记录中的运行；不能与 INPUT 文件同时给出</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="812"/>
        <source>--run: &quot;%1&quot; is not a run id (a positive whole number, as moeplan-cli runs lists them)</source>
        <translation>--run：“%1”不是运行 ID（应为正整数，即 moeplan-cli runs 列出的 ID）</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="840"/>
        <source>--run %1: %2 holds no run with that id</source>
        <translation>--run %1：%2 中没有该 ID 的运行</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="866"/>
        <source>no benchmark result among the INPUT files</source>
        <translation>INPUT 文件中没有基准测试结果</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/calibratecommands.cpp" line="985"/>
        <source>moeplan-cli: %1: %n run(s) checked</source>
        <translation>
            <numerusform>moeplan-cli：%1：已检查 %n 个运行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/calibratecommands.cpp" line="986"/>
        <source>%n input(s)</source>
        <translation>
            <numerusform>%n 个输入</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/calibratecommands.cpp" line="987"/>
        <source>%n disagree with their deployment&apos;s other loads</source>
        <translation>
            <numerusform>%n 个与其部署的其他负载不一致</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/calibratecommands.cpp" line="988"/>
        <source>%n could not be checked</source>
        <translation>
            <numerusform>%n 个无法检查</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="38"/>
        <source>%1 is missing (see --help)</source>
        <translation>缺少 %1（参见 --help）</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="39"/>
        <location filename="../app/cli/chartcommands.cpp" line="42"/>
        <location filename="../app/cli/commands.cpp" line="173"/>
        <location filename="../app/cli/historycommands.cpp" line="266"/>
        <location filename="../app/cli/historycommands.cpp" line="342"/>
        <location filename="../app/cli/recommendcommands.cpp" line="227"/>
        <source>unexpected argument &quot;%1&quot;</source>
        <translation>意外的参数 &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="67"/>
        <source>parameters: %1 B total, %2 B active per token</source>
        <translation>参数量：共 %1 B，每个 token 激活 %2 B</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="72"/>
        <source>weights at %1: %2 GB; KV cache %3 KiB per token</source>
        <translation>%1 精度下权重：%2 GB；KV 缓存每个 token %3 KiB</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="78"/>
        <source>layers: %1 (%2 with experts); experts: %3, %4 per token</source>
        <translation>层数：%1（其中 %2 层含专家）；专家：%3 个，每个 token %4 个</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="88"/>
        <source>precisions: %1 (default %2)</source>
        <translation>精度：%1（默认 %2）</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="92"/>
        <source>notes: %1</source>
        <translation>备注：%1</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="99"/>
        <source>List the models and GPU kinds the planner knows: the bundled catalog and the user catalog (%1).
Verbs: add-model CONFIG.json, model ID, remove-model ID, add-gpu DATASHEET.json, gpu ID, remove-gpu ID (&apos;moeplan-cli catalog VERB --help&apos;).</source>
        <translation>列出规划器已知的模型和 GPU 型号：内置目录和用户目录（%1）。
子命令：add-model CONFIG.json、model ID、remove-model ID、add-gpu DATASHEET.json、gpu ID、remove-gpu ID（&apos;moeplan-cli catalog VERB --help&apos;）。</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="146"/>
        <source>GPU kinds</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="171"/>
        <source>Models</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="225"/>
        <source>Add a model to the user catalog from its Hugging Face config.json. The derived figures are printed; --dry-run prints them without saving. Example:
  moeplan-cli catalog add-model ~/models/Qwen3-Next-80B/config.json --id qwen3-next-80b</source>
        <translation>根据 Hugging Face 的 config.json 向用户目录添加模型。将输出推导出的各项数值；--dry-run 只输出而不保存。示例：
  moeplan-cli catalog add-model ~/models/Qwen3-Next-80B/config.json --id qwen3-next-80b</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="229"/>
        <source>The model&apos;s config.json.</source>
        <translation>模型的 config.json。</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="232"/>
        <source>Catalog id (default: from the file or folder name, normalised as imported runs&apos; names are, so their runs join calibration).</source>
        <translation>目录 id（默认：取自文件名或文件夹名，并按导入运行记录名称的方式规范化，以便其运行记录参与校准）。</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="235"/>
        <source>Display name.</source>
        <translation>显示名称。</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="236"/>
        <source>Read and print; save nothing.</source>
        <translation>读取并输出；不保存任何内容。</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="237"/>
        <source>Print the saved entry as JSON.</source>
        <translation>以 JSON 格式输出已保存的条目。</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="206"/>
        <source>Overwrite a user GPU kind with the same id.</source>
        <translation>覆盖具有相同 id 的用户 GPU 型号。</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="207"/>
        <source>Overwrite a user model with the same id.</source>
        <translation>覆盖具有相同 id 的用户模型。</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="210"/>
        <source>Allow the id of a bundled GPU kind: the user entry replaces it for this user.</source>
        <translation>允许使用内置 GPU 型号的 id：该用户条目将为当前用户替换它。</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="212"/>
        <source>Allow the id of a bundled model: the user entry replaces it for this user.</source>
        <translation>允许使用内置模型的 id：该用户条目将为当前用户替换它。</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="240"/>
        <source>CONFIG.json</source>
        <translation>CONFIG.json</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="266"/>
        <location filename="../app/cli/catalogcommands.cpp" line="360"/>
        <source>saved to %1</source>
        <translation>已保存到 %1</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="274"/>
        <source>Print one model of the catalog (bundled or user) with its derived figures: total_params, active_params_per_token, weight_bytes (at the default precision, or --precision), kv_bytes_per_token, layers, experts, experts_per_token.</source>
        <translation>输出目录（内置或用户）中的一个模型及其推导数值：total_params、active_params_per_token、weight_bytes（按默认精度或 --precision）、kv_bytes_per_token、layers、experts、experts_per_token。</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="277"/>
        <source>Model id or alias.</source>
        <translation>模型 id 或别名。</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="279"/>
        <source>Print JSON: the catalog entry and &quot;derived&quot;.</source>
        <translation>输出 JSON：目录条目和 &quot;derived&quot;。</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="280"/>
        <source>Precision of the derived figures.</source>
        <translation>推导数值所用的精度。</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="283"/>
        <location filename="../app/cli/catalogcommands.cpp" line="314"/>
        <location filename="../app/cli/catalogcommands.cpp" line="373"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="289"/>
        <location filename="../app/cli/commands.cpp" line="380"/>
        <source>unknown model &quot;%1&quot; (see moeplan-cli catalog)</source>
        <translation>未知模型 &quot;%1&quot;（参见 moeplan-cli catalog）</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="292"/>
        <source>precision &quot;%1&quot; is not offered for %2</source>
        <translation>%2 不提供精度 &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="312"/>
        <source>The entry&apos;s id.</source>
        <translation>条目的 id。</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="320"/>
        <source>removed %1</source>
        <translation>已删除 %1</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="327"/>
        <source>Add a GPU kind to the user catalog from a datasheet JSON, in the schema &apos;catalog gpu ID --json&apos; prints (docs/catalogs.md): copy a kind, edit a few values, add it.</source>
        <translation>根据数据手册 JSON 向用户目录添加 GPU 型号，格式与 &apos;catalog gpu ID --json&apos; 的输出相同（见 docs/catalogs.md）：复制一个型号，修改几个值，再添加即可。</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="330"/>
        <source>The GPU datasheet.</source>
        <translation>GPU 数据手册。</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="331"/>
        <source>Validate and print; save nothing.</source>
        <translation>校验并输出；不保存任何内容。</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="334"/>
        <source>DATASHEET.json</source>
        <translation>DATASHEET.json</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="349"/>
        <source>%1  %2: %3 TFLOPS BF16, %4 GB at %5 TB/s, NVLink %6 GB/s x %7 GPUs, NIC %8 Gb/s</source>
        <translation>%1  %2：BF16 %3 TFLOPS，%4 GB @ %5 TB/s，NVLink %6 GB/s x %7 个 GPU，NIC %8 Gb/s</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="368"/>
        <source>Print one GPU kind (bundled or user). --json prints exactly the schema add-gpu accepts.</source>
        <translation>输出一个 GPU 型号（内置或用户）。--json 输出的格式与 add-gpu 接受的格式完全一致。</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="370"/>
        <source>GPU id or alias.</source>
        <translation>GPU id 或别名。</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="371"/>
        <source>Print the datasheet JSON.</source>
        <translation>输出数据手册 JSON。</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="378"/>
        <location filename="../app/cli/commands.cpp" line="383"/>
        <source>unknown GPU kind &quot;%1&quot; (see moeplan-cli catalog)</source>
        <translation>未知 GPU 型号 &quot;%1&quot;（参见 moeplan-cli catalog）</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="386"/>
        <source>dense peak TFLOPS: BF16 %1, FP8 %2, FP4 %3</source>
        <translation>稠密峰值 TFLOPS：BF16 %1，FP8 %2，FP4 %3</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="392"/>
        <source>HBM %1 GB at %2 TB/s; NVLink %3 GB/s per direction, domain %4 GPUs; NIC %5 Gb/s; TDP %6 W</source>
        <translation>HBM %1 GB @ %2 TB/s；NVLink 单向 %3 GB/s，域内 %4 个 GPU；NIC %5 Gb/s；TDP %6 W</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="402"/>
        <source>price %1 USD per GPU-hour</source>
        <translation>价格：每 GPU 小时 %1 美元</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="421"/>
        <source>Remove a model from the user catalog.</source>
        <translation>从用户目录中删除一个模型。</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="428"/>
        <source>Remove a GPU kind from the user catalog.</source>
        <translation>从用户目录中删除一个 GPU 型号。</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="431"/>
        <source>catalog: unknown verb &quot;%1&quot; (add-model, model, remove-model, add-gpu, gpu, remove-gpu)</source>
        <translation>catalog：未知子命令 &quot;%1&quot;（add-model、model、remove-model、add-gpu、gpu、remove-gpu）</translation>
    </message>
    <message>
        <location filename="../app/cli/chartcommands.cpp" line="27"/>
        <source>The scenario file (.moeplan JSON).</source>
        <translation>场景文件（.moeplan JSON）。</translation>
    </message>
    <message>
        <location filename="../app/cli/chartcommands.cpp" line="30"/>
        <source>History database whose calibration profiles calibration &quot;auto&quot; (or a profile name) uses.</source>
        <translation>历史数据库，calibration 为 &quot;auto&quot;（或画像名称）时使用其中的校准画像。</translation>
    </message>
    <message>
        <location filename="../app/cli/chartcommands.cpp" line="33"/>
        <source>The file to write.</source>
        <translation>要写入的文件。</translation>
    </message>
    <message>
        <location filename="../app/cli/chartcommands.cpp" line="47"/>
        <source>--%1 is required (see --help)</source>
        <translation>必须指定 --%1（参见 --help）</translation>
    </message>
    <message>
        <location filename="../app/cli/chartcommands.cpp" line="103"/>
        <location filename="../app/cli/recommendcommands.cpp" line="38"/>
        <source>--%1: &quot;%2&quot; is not a non-negative number</source>
        <translation>--%1：&quot;%2&quot; 不是非负数</translation>
    </message>
    <message>
        <location filename="../app/cli/chartcommands.cpp" line="104"/>
        <location filename="../app/cli/recommendcommands.cpp" line="39"/>
        <source>--%1: &quot;%2&quot; is not a positive number</source>
        <translation>--%1：&quot;%2&quot; 不是正数</translation>
    </message>
    <message>
        <location filename="../app/cli/chartcommands.cpp" line="123"/>
        <source>Render a chart of a scenario offscreen, in the light theme, with a title and a footnote stating the assumptions. The format follows the file name: .png, .svg (text stays text) or .pdf (vector). Example:
  moeplan-cli chart --scenario s.moeplan --kind frontier --out frontier.png</source>
        <translation>以浅色主题离屏渲染场景图表，附带标题和说明前提假设的脚注。格式由文件名决定：.png、.svg（文字保留为文本）或 .pdf（矢量）。示例：
  moeplan-cli chart --scenario s.moeplan --kind frontier --out frontier.png</translation>
    </message>
    <message>
        <location filename="../app/cli/chartcommands.cpp" line="129"/>
        <source>frontier, breakdown or scaling (default frontier).</source>
        <translation>frontier、breakdown 或 scaling（默认 frontier）。</translation>
    </message>
    <message>
        <location filename="../app/cli/chartcommands.cpp" line="132"/>
        <source>WxH in pixels at 96 dpi, or a preset: 16:9 (1920x1080, the default), 4:3 (1440x1080), a4 (A4 landscape).</source>
        <translation>以 96 dpi 计的像素尺寸 WxH，或预设：16:9（1920x1080，默认）、4:3（1440x1080）、a4（A4 横向）。</translation>
    </message>
    <message>
        <location filename="../app/cli/chartcommands.cpp" line="135"/>
        <source>PNG pixels per point: 1, 2 or 3 (default 1).</source>
        <translation>PNG 每点像素数：1、2 或 3（默认 1）。</translation>
    </message>
    <message>
        <location filename="../app/cli/chartcommands.cpp" line="138"/>
        <source>The chart title (default: model and deployment).</source>
        <translation>图表标题（默认：模型和部署）。</translation>
    </message>
    <message>
        <location filename="../app/cli/chartcommands.cpp" line="140"/>
        <source>Leave out the assumptions footnote.</source>
        <translation>省略前提假设脚注。</translation>
    </message>
    <message>
        <location filename="../app/cli/chartcommands.cpp" line="141"/>
        <source>Also write the plotted data as CSV to FILE.</source>
        <translation>同时将绘图数据以 CSV 格式写入 FILE。</translation>
    </message>
    <message>
        <location filename="../app/cli/chartcommands.cpp" line="151"/>
        <source>--kind: &quot;%1&quot; is not frontier, breakdown or scaling</source>
        <translation>--kind：&quot;%1&quot; 不是 frontier、breakdown 或 scaling</translation>
    </message>
    <message>
        <location filename="../app/cli/chartcommands.cpp" line="159"/>
        <source>--size: &quot;%1&quot; is not WxH (200..8000 each) or 16:9, 4:3, a4</source>
        <translation>--size：&quot;%1&quot; 不是 WxH（每项 200..8000）或 16:9、4:3、a4</translation>
    </message>
    <message>
        <location filename="../app/cli/chartcommands.cpp" line="167"/>
        <source>--scale: &quot;%1&quot; is not 1, 2 or 3</source>
        <translation>--scale：&quot;%1&quot; 不是 1、2 或 3</translation>
    </message>
    <message>
        <location filename="../app/cli/chartcommands.cpp" line="196"/>
        <source>Write the one-page PDF summary of a scenario: the scenario and its numbers, the latency-vs-throughput chart with both topologies, the step-time breakdown, the scaling chart with the overhead wall, the three cheapest options for a throughput target across GPU kinds, topologies and plans, cost per million output tokens and tokens/s per MW. Example:
  moeplan-cli report --scenario s.moeplan --out report.pdf --usd-per-gpu-hour 6</source>
        <translation>写出场景的单页 PDF 摘要：场景及其数值、含两种拓扑的延迟-吞吐量图、步时间分解、含开销墙的扩展图、跨 GPU 型号/拓扑/方案满足吞吐量目标的三个最便宜选项、每百万输出 token 成本以及每 MW 的 tokens/s。示例：
  moeplan-cli report --scenario s.moeplan --out report.pdf --usd-per-gpu-hour 6</translation>
    </message>
    <message>
        <location filename="../app/cli/chartcommands.cpp" line="205"/>
        <source>Price of one GPU of the scenario&apos;s kind per hour, in dollars (default: the catalog&apos;s, documented with its source).</source>
        <translation>场景所用型号的单个 GPU 每小时价格，单位为美元（默认：目录中的价格，并注明来源）。</translation>
    </message>
    <message>
        <location filename="../app/cli/chartcommands.cpp" line="209"/>
        <source>Facility power on top of the IT load (GPUs and their node share), as a fraction (PUE - 1; default 0.3, a placeholder assumption).</source>
        <translation>IT 负载（GPU 及其分摊的节点功耗）之外的设施功耗，以比例表示（PUE - 1；默认 0.3，为占位假设）。</translation>
    </message>
    <message>
        <location filename="../app/cli/chartcommands.cpp" line="214"/>
        <source>Aggregate output tokens/s the Options section aims for (default 100000).</source>
        <translation>“选项”部分的目标聚合输出 tokens/s（默认 100000）。</translation>
    </message>
    <message>
        <location filename="../app/cli/chartcommands.cpp" line="217"/>
        <source>Per-user speed (tokens/s) the target must hold (default 50).</source>
        <translation>目标必须保持的单用户速度（tokens/s）（默认 50）。</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="49"/>
        <source>Read the scenario from FILE (.moeplan JSON); flags override its keys.</source>
        <translation>从 FILE（.moeplan JSON）读取场景；命令行标志会覆盖其中的键。</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="58"/>
        <source> A range LO:HI (log-spaced, see --points) or a list A,B,C sweeps it.</source>
        <translation> 可用区间 LO:HI（对数间隔，参见 --points）或列表 A,B,C 进行扫描。</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="102"/>
        <source>--%1: &quot;%2&quot; is not a number</source>
        <translation>--%1：&quot;%2&quot; 不是数字</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="823"/>
        <location filename="../app/cli/commands.cpp" line="130"/>
        <location filename="../app/cli/diagnosecommands.cpp" line="101"/>
        <location filename="../app/cli/historycommands.cpp" line="279"/>
        <source>%1: no such history database</source>
        <translation>%1：历史数据库不存在</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="190"/>
        <source>%1, %2, batch %3 per decode worker</source>
        <translation>%1，%2，每个解码工作节点批量 %3</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="191"/>
        <source>%1, %2, batch %3 per replica</source>
        <translation>%1，%2，每个副本批大小 %3</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="197"/>
        <source>calibration: %1 [%2]</source>
        <translation>校准：%1 [%2]</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="199"/>
        <source>step time breakdown (ms per decode step)</source>
        <translation>步时间分解（每个解码步的 ms）</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="205"/>
        <source>step</source>
        <translation>步</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="206"/>
        <source>binding ceiling: %1</source>
        <translation>约束上限：%1</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="215"/>
        <source>(80% interval %1-%2 ms)</source>
        <translation>（80% 区间 %1–%2 ms）</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="219"/>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="220"/>
        <source>tokens/s per user</source>
        <translation>单用户 tokens/s</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="221"/>
        <source>throughput (tokens/s)</source>
        <translation>吞吐量（tokens/s）</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="222"/>
        <source>throughput per GPU (tokens/s)</source>
        <translation>单 GPU 吞吐量（tokens/s）</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="223"/>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="229"/>
        <source>prefill</source>
        <translation>预填充</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="230"/>
        <source>opening burst</source>
        <translation>起始突发</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="232"/>
        <source>wait for a prefill worker</source>
        <translation>等待预填充工作节点</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="233"/>
        <source>KV transfer</source>
        <translation>KV 传输</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="234"/>
        <source>hand-off between pools</source>
        <translation>池间交接</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="236"/>
        <source>first decode step</source>
        <translation>首个解码步</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="238"/>
        <source>decoding at once per worker</source>
        <translation>每个工作进程同时解码</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="239"/>
        <source>%1 of %2 clients</source>
        <translation>%2 个客户端中的 %1 个</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="242"/>
        <source>replicas x GPUs</source>
        <translation>副本数 x GPU 数</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="244"/>
        <source>memory per GPU</source>
        <translation>单 GPU 显存</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="245"/>
        <source>%1 GB of %2 GB (weights %3, KV %4, reserve %5)</source>
        <translation>%1 GB / %2 GB（权重 %3，KV %4，预留 %5）</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="248"/>
        <source>fits</source>
        <translation>是否放得下</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="249"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="249"/>
        <source>NO, short by %1 GB</source>
        <translation>否，缺少 %1 GB</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="250"/>
        <source>compute / HBM utilisation</source>
        <translation>计算 / HBM 利用率</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="253"/>
        <source>exposed comm / overhead share</source>
        <translation>暴露通信 / 开销占比</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="259"/>
        <source>warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="273"/>
        <source>&quot;%1&quot; is not a range LO:HI with 1 &lt;= LO &lt;= HI</source>
        <translation>&quot;%1&quot; 不是满足 1 &lt;= LO &lt;= HI 的区间 LO:HI</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="283"/>
        <source>&quot;%1&quot; is not a positive whole number</source>
        <translation>&quot;%1&quot; 不是正整数</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="295"/>
        <source>moeplan-cli %1: MoE Planner, headless.

Usage: moeplan-cli COMMAND [options]

Commands:
  eval      Evaluate one scenario: step-time breakdown, binding ceiling, TPOT,
            throughput, TTFT, memory. --json prints one object.
  sweep     Sweep batch (--batch 1:4096) and/or GPU count (--gpus 8:576 or
            8,16,72) and print CSV.
  catalog   List the models and GPU kinds the planner knows (--json).
  import    Import benchmark results into the history (--db FILE): vLLM/SGLang
            result files with --deployment FILE.json or deployment flags,
            AIConfigurator CSV, or another history database (merged).
  runs      List the runs of the history (--db FILE, --model, --gpu,
            --format csv|json).
  sync      Copy runs between two histories, files or PostgreSQL servers
            (--from A --to B, postgresql://USER@HOST/DB), without duplicates.
  calibrate Fit the model to the history&apos;s runs per GPU kind and engine,
            store the profiles, print them with cross-validated errors.
  predict   Predict TPOT/TTFT with 80% intervals for each row of a
            measured-runs CSV (--db, --runs IN.csv, --out OUT.csv).
  validate  Predict a measured-runs CSV and print the error table.
  check     Check the history&apos;s runs, or result files before they are imported,
            against the model and their deployment&apos;s other loads; list
            those that disagree (--disagreeing; exit 1).
  diagnose  Which ceiling binds a measured deployment: the four readings
            from GPU telemetry next to the model&apos;s (--db H --run ID or
            --scenario S, --telemetry FILE, --json).
  recommend Size a deployment for a target (--target-tokens-per-s N
            --min-tokens-per-s-per-user U): the cheapest plan of each GPU kind,
            topology and family, with cost and power (--json).
  chart     Render a chart of a scenario file (--kind frontier|breakdown|scaling)
            to PNG, SVG or PDF (--out FILE, --size WxH or 16:9, 4:3, a4).
  report    Write the one-page PDF summary of a scenario file (--out FILE.pdf).

Scenario options (eval, sweep) are the scenario-file keys: --model, --gpu,
--gpus, --topology, --nic-gbps, --plan, --tp, --ep, --batch, --draft-tokens,
--acceptance-length, --isl, --osl, --precision, --engine, --calibration,
--overhead-ms, --serving, or --scenario FILE; --db FILE makes
--calibration auto use that history&apos;s calibration profiles.

&apos;moeplan-cli COMMAND --help&apos; documents each command. Exit codes: 0 success,
1 some inputs rejected (import) or a checked run disagrees (check), 2 bad
input or usage (one line on stderr), 3 the history is busy, 4 it cannot be
written.
</source>
        <translation>moeplan-cli %1：MoE Planner，无界面版。

用法：moeplan-cli COMMAND [options]

命令：
  eval      评估一个场景：步时间分解、约束上限、TPOT、
            吞吐量、TTFT、显存。--json 输出一个对象。
  sweep     扫描批大小（--batch 1:4096）和/或 GPU 数量（--gpus 8:576 或
            8,16,72），并输出 CSV。
  catalog   列出规划器已知的模型和 GPU 型号（--json）。
  import    将基准测试结果导入历史记录（--db FILE）：vLLM/SGLang
            结果文件（配合 --deployment FILE.json 或部署标志）、
            AIConfigurator CSV，或另一个历史数据库（合并）。
  runs      列出历史记录中的运行记录（--db FILE、--model、--gpu、
            --format csv|json）。
  sync      在两个历史记录（文件或 PostgreSQL 服务器）之间复制运行记录
            （--from A --to B，postgresql://USER@HOST/DB），不产生重复。
  calibrate 按 GPU 型号和引擎用历史运行记录拟合模型，
            保存画像，并连同交叉验证误差一起输出。
  predict   为实测运行记录 CSV 的每一行预测 TPOT/TTFT 及其
            80% 区间（--db、--runs IN.csv、--out OUT.csv）。
  validate  预测实测运行记录 CSV 并输出误差表。
  check     将历史记录中的运行（或导入之前的结果文件）与模型及其部署
            的其他负载对照；列出不一致的运行（--disagreeing；退出码 1）。
  diagnose  判断实测部署受哪个上限约束：GPU 遥测的四项读数
            与模型读数对照（--db H --run ID 或
            --scenario S、--telemetry FILE、--json）。
  recommend 按目标确定部署规模（--target-tokens-per-s N
            --min-tokens-per-s-per-user U）：每种 GPU 型号、
            拓扑和系列中最便宜的方案，含成本和功耗（--json）。
  chart     将场景文件的图表（--kind frontier|breakdown|scaling）渲染为
            PNG、SVG 或 PDF（--out FILE、--size WxH 或 16:9、4:3、a4）。
  report    写出场景文件的单页 PDF 摘要（--out FILE.pdf）。

场景选项（eval、sweep）即场景文件的键：--model、--gpu、
--gpus、--topology、--nic-gbps、--plan、--tp、--ep、--batch、--draft-tokens、
--acceptance-length、--isl、--osl、--precision、--engine、--calibration、
--overhead-ms、--serving，或 --scenario FILE；--db FILE 使
--calibration auto 使用该历史记录中的校准画像。

&apos;moeplan-cli COMMAND --help&apos; 说明各命令的用法。退出码：0 成功，
1 部分输入被拒绝（import）或有被检查的运行不一致（check），2 输入或用法错误
（在 stderr 输出一行），3 历史记录被占用，4 历史记录无法写入。
</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="348"/>
        <source>Evaluate one deployment with the cost model. Example:
  moeplan-cli eval --model kimi-k2.6 --gpu gb300 --gpus 72 --topology nvl72 --plan ep --ep 72 --batch 256 --json</source>
        <translation>用成本模型评估一个部署。示例：
  moeplan-cli eval --model kimi-k2.6 --gpu gb300 --gpus 72 --topology nvl72 --plan ep --ep 72 --batch 256 --json</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="352"/>
        <location filename="../app/cli/recommendcommands.cpp" line="218"/>
        <source>Print one JSON object.</source>
        <translation>输出一个 JSON 对象。</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="354"/>
        <source>History database whose calibration profiles --calibration auto (or a profile name) uses.</source>
        <translation>历史数据库，--calibration auto（或画像名称）时使用其中的校准画像。</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="386"/>
        <source>precision &quot;%1&quot; is not offered for %2 (see moeplan-cli catalog)</source>
        <translation>%2 不提供精度 &quot;%1&quot;（参见 moeplan-cli catalog）</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="403"/>
        <source>Sweep load and/or GPU count and print CSV, one row per point. A GPU sweep changes the deployment as the window&apos;s GPU slider does: one replica widens its plan (ep = gpus for plan ep, tp = gpus for plan tp, tp-replicas adds copies of its TP); several replicas keep their shape and change in number; a disaggregated deployment keeps its prefill pool and sizes its decode pool. A count that cannot be met exactly moves to the nearest that can, and is listed once. Example:
  moeplan-cli sweep --gpu gb300 --topology nvl72 --gpus 72 --ep 72 --batch 1:4096</source>
        <translation>扫描负载和/或 GPU 数量并输出 CSV，每个点一行。GPU 扫描改变部署的方式与窗口中的 GPU 滑块相同：单副本时扩展其方案（plan ep 时 ep = gpus，plan tp 时 tp = gpus，tp-replicas 则增加其 TP 的副本）；多副本时保持形态不变，只改变副本数量；分离式部署保持其预填充池不变，只调整解码池规模。无法精确满足的数量会移到最接近的可行值，且只列出一次。示例：
  moeplan-cli sweep --gpu gb300 --topology nvl72 --gpus 72 --ep 72 --batch 1:4096</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="413"/>
        <location filename="../app/cli/recommendcommands.cpp" line="220"/>
        <source>History database whose calibration profiles --calibration auto uses.</source>
        <translation>历史数据库，--calibration auto 时使用其中的校准画像。</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="416"/>
        <source>Points in a LO:HI range, log-spaced (default 13).</source>
        <translation>LO:HI 区间内的点数，按对数间隔（默认 13）。</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="424"/>
        <source>--points: &quot;%1&quot; must be a whole number in 1..100000</source>
        <translation>--points：&quot;%1&quot; 必须是 1..100000 之间的整数</translation>
    </message>
    <message>
        <location filename="../app/cli/diagnosecommands.cpp" line="48"/>
        <source>Say which ceiling binds a measured deployment: the four readings in order (compute utilisation, HBM traffic, communication, step time against the tokens), each measured next to what the model expects, the verdict (compute, memory, interconnect, overhead or imbalance) and the lever that follows. Telemetry: DCGM exporter scrapes, dcgmi dmon, nvidia-smi (--query-gpu CSV or dmon), AIPerf&apos;s gpu_telemetry_export.jsonl, nsys stats cuda_gpu_kern_sum CSV. Examples:
  moeplan-cli diagnose --db history.sqlite --run 12
  moeplan-cli diagnose --scenario s.moeplan --telemetry dcgm.prom --telemetry kern.csv --tpot-ms 21.5 --json</source>
        <translation>判断实测部署受哪个上限约束：按顺序给出四项读数（计算利用率、HBM 流量、通信、步时间与 token 对照），每项都与模型预期值并列，给出结论（计算、显存、互连、开销或不均衡）以及相应的调优手段。遥测来源：DCGM exporter 抓取数据、dcgmi dmon、nvidia-smi（--query-gpu CSV 或 dmon）、AIPerf 的 gpu_telemetry_export.jsonl、nsys stats cuda_gpu_kern_sum CSV。示例：
  moeplan-cli diagnose --db history.sqlite --run 12
  moeplan-cli diagnose --scenario s.moeplan --telemetry dcgm.prom --telemetry kern.csv --tpot-ms 21.5 --json</translation>
    </message>
    <message>
        <location filename="../app/cli/diagnosecommands.cpp" line="60"/>
        <source>History database: the run of --run, its attached telemetry and the calibration profiles.</source>
        <translation>历史数据库：--run 指定的运行记录、其附加的遥测数据以及校准画像。</translation>
    </message>
    <message>
        <location filename="../app/cli/diagnosecommands.cpp" line="63"/>
        <source>Run id in --db (see moeplan-cli runs).</source>
        <translation>--db 中的运行记录 id（参见 moeplan-cli runs）。</translation>
    </message>
    <message>
        <location filename="../app/cli/diagnosecommands.cpp" line="67"/>
        <source>Telemetry file to read (repeatable); added to what the run has attached.</source>
        <translation>要读取的遥测文件（可重复）；与运行记录已附加的遥测数据合并。</translation>
    </message>
    <message>
        <location filename="../app/cli/diagnosecommands.cpp" line="71"/>
        <source>Measured time per output token with --scenario (the run&apos;s own with --run).</source>
        <translation>配合 --scenario 时实测的每输出 token 时间（配合 --run 时使用该运行记录自身的值）。</translation>
    </message>
    <message>
        <location filename="../app/cli/diagnosecommands.cpp" line="74"/>
        <source>Print one JSON object: binding, readings, levers, findings.</source>
        <translation>输出一个 JSON 对象：binding、readings、levers、findings。</translation>
    </message>
    <message>
        <location filename="../app/cli/diagnosecommands.cpp" line="80"/>
        <source>diagnose: give either --db H --run ID or a scenario (--scenario S.moeplan or its flags), not both</source>
        <translation>diagnose：请指定 --db H --run ID 或一个场景（--scenario S.moeplan 或其标志），不能同时指定</translation>
    </message>
    <message>
        <location filename="../app/cli/diagnosecommands.cpp" line="83"/>
        <source>diagnose: --run needs --db</source>
        <translation>diagnose：--run 需要 --db</translation>
    </message>
    <message>
        <location filename="../app/cli/diagnosecommands.cpp" line="85"/>
        <source>diagnose: --tpot-ms is for --scenario; a run&apos;s own TPOT is used</source>
        <translation>diagnose：--tpot-ms 仅用于 --scenario；运行记录使用其自身的 TPOT</translation>
    </message>
    <message>
        <location filename="../app/cli/diagnosecommands.cpp" line="97"/>
        <source>diagnose: --run &quot;%1&quot; is not a run id</source>
        <translation>diagnose：--run &quot;%1&quot; 不是运行记录 id</translation>
    </message>
    <message>
        <location filename="../app/cli/diagnosecommands.cpp" line="108"/>
        <source>%1: no run %2 (see moeplan-cli runs --db %1)</source>
        <translation>%1：没有运行记录 %2（参见 moeplan-cli runs --db %1）</translation>
    </message>
    <message>
        <location filename="../app/cli/diagnosecommands.cpp" line="129"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../app/cli/diagnosecommands.cpp" line="148"/>
        <source>diagnose: --tpot-ms &quot;%1&quot; must be a time in ms above 0</source>
        <translation>diagnose：--tpot-ms &quot;%1&quot; 必须是大于 0 的时间（ms）</translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="26"/>
        <source>Model, any name (for files that name none).</source>
        <translation>模型，任意名称（用于未注明模型的文件）。</translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="28"/>
        <source>GPU kind, any name (for files that name none).</source>
        <translation>GPU 型号，任意名称（用于未注明 GPU 型号的文件）。</translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="30"/>
        <source>GPUs in the deployment (default: from the plan).</source>
        <translation>部署中的 GPU 数量（默认：由方案决定）。</translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="32"/>
        <source>hgx-ib or nvl72 (default: from the GPU kind).</source>
        <translation>hgx-ib 或 nvl72（默认：由 GPU 型号决定）。</translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="33"/>
        <source>tp, ep or tp-replicas.</source>
        <translation>tp、ep 或 tp-replicas。</translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="34"/>
        <source>Tensor-parallel size.</source>
        <translation>张量并行规模。</translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="35"/>
        <source>Expert-parallel size.</source>
        <translation>专家并行规模。</translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="36"/>
        <source>trtllm, sglang or vllm (default: from the result file).</source>
        <translation>trtllm、sglang 或 vllm（默认：取自结果文件）。</translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="38"/>
        <source>Precision id (default: unknown).</source>
        <translation>精度 id（默认：未知）。</translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="39"/>
        <source>Input sequence length (default: from the result file).</source>
        <translation>输入序列长度（默认：取自结果文件）。</translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="41"/>
        <source>Output sequence length (default: from the result file).</source>
        <translation>输出序列长度（默认：取自结果文件）。</translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="43"/>
        <source>Sequences in flight per replica.</source>
        <translation>每个副本的并发序列数。</translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="44"/>
        <source>Draft tokens per step.</source>
        <translation>每步草稿 token 数。</translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="71"/>
        <source>%1: too large for a deployment file</source>
        <translation>%1：作为部署文件过大</translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="75"/>
        <source>%1: not valid JSON: %2</source>
        <translation>%1：不是有效的 JSON：%2</translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="77"/>
        <source>%1: a deployment is one JSON object</source>
        <translation>%1：部署必须是一个 JSON 对象</translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="92"/>
        <location filename="../app/cli/commands.cpp" line="90"/>
        <source>--%1: &quot;%2&quot; is not a whole number</source>
        <translation>--%1：&quot;%2&quot; 不是整数</translation>
    </message>
    <message>
        <location filename="../app/cli/historycommands.cpp" line="38"/>
        <source>The history: a file (default: history.sqlite in the app-data folder), or a team&apos;s server as postgresql://USER@HOST[:PORT]/DBNAME.</source>
        <translation>历史记录：一个文件（默认：应用数据文件夹中的 history.sqlite），或以 postgresql://USER@HOST[:PORT]/DBNAME 表示的团队服务器。</translation>
    </message>
    <message>
        <location filename="../app/cli/historycommands.cpp" line="69"/>
        <source>Import benchmark results into the history: files or whole folders of vLLM/SGLang results (JSON or JSON lines), AIPerf and GenAI-Perf exports (JSON or CSV, genai-perf analyze sweeps), InferenceX results, MLPerf LoadGen summaries, LLMPerf summaries, trtllm-bench reports, AIConfigurator and other CSV databases of runs, or another history database (merged, e.g. one written by moeplan-collect on a GPU node). The format is recognised by content. A new database starts with the bundled reference runs. What a file states wins; --deployment FILE.json (scenario keys) and the flags below fill what it leaves out. Prints one line per file and a summary; exit 0 when nothing was refused, 1 when a file or a record was, 2 on usage errors. Example:
  moeplan-cli import --db runs.sqlite --gpu b200 --plan ep --ep 8 results/</source>
        <translation>将基准测试结果导入历史记录：vLLM/SGLang 结果文件或整个文件夹（JSON 或 JSON lines）、AIPerf 和 GenAI-Perf 导出文件（JSON 或 CSV，genai-perf analyze 扫描）、InferenceX 结果、MLPerf LoadGen 摘要、LLMPerf 摘要、trtllm-bench 报告、AIConfigurator 及其他运行记录 CSV 数据库，或另一个历史数据库（合并，例如在 GPU 节点上由 moeplan-collect 写出的数据库）。格式按内容识别。新数据库以内置参考运行记录为起点。以文件中声明的内容为准；--deployment FILE.json（场景键）和下列标志补充文件未提供的内容。每个文件输出一行并附摘要；没有任何内容被拒绝时退出码为 0，有文件或记录被拒绝时为 1，用法错误时为 2。示例：
  moeplan-cli import --db runs.sqlite --gpu b200 --plan ep --ep 8 results/</translation>
    </message>
    <message>
        <location filename="../app/cli/historycommands.cpp" line="82"/>
        <source>Do not refit the calibration profiles after importing new runs.</source>
        <translation>导入新运行记录后不重新拟合校准画像。</translation>
    </message>
    <message>
        <location filename="../app/cli/historycommands.cpp" line="84"/>
        <source>A file imported before is imported again: its earlier runs are replaced (to correct the deployment they were stored with).</source>
        <translation>重新导入以前导入过的文件：替换其先前的运行记录（用于更正存储时使用的部署）。</translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="107"/>
        <source>Deployment of the engine result files (JSON, scenario-file keys).</source>
        <translation>引擎结果文件的部署（JSON，场景文件键）。</translation>
    </message>
    <message>
        <location filename="../app/cli/historycommands.cpp" line="88"/>
        <source>Attach the GPU telemetry files among the inputs to this run (see moeplan-cli runs); without it each goes to the runs imported beside it in its sampled window.</source>
        <translation>将输入中的 GPU 遥测文件附加到此运行记录（参见 moeplan-cli runs）；不指定时，每个遥测文件附加到同批导入、且处于其采样时间窗口内的运行记录。</translation>
    </message>
    <message>
        <location filename="../app/cli/historycommands.cpp" line="94"/>
        <source>Result files, folders of them, or history databases.</source>
        <translation>结果文件、包含结果文件的文件夹或历史数据库。</translation>
    </message>
    <message>
        <location filename="../app/cli/historycommands.cpp" line="101"/>
        <source>import: give at least one INPUT file or folder</source>
        <translation>import：请至少指定一个 INPUT 文件或文件夹</translation>
    </message>
    <message>
        <location filename="../app/cli/historycommands.cpp" line="110"/>
        <source>import: --run &quot;%1&quot; is not a run id</source>
        <translation>import：--run &quot;%1&quot; 不是运行记录 id</translation>
    </message>
    <message>
        <location filename="../app/cli/historycommands.cpp" line="119"/>
        <source>%1: this role may read the team&apos;s history but not add runs to it (ask its owner for INSERT on runs and sources, docs/database.md)</source>
        <translation>%1：此角色可以读取团队的历史记录，但不能向其添加运行（请向其所有者申请 runs 和 sources 的 INSERT 权限，见 docs/database.md）</translation>
    </message>
    <message>
        <location filename="../app/cli/historycommands.cpp" line="142"/>
        <source>skipped: not a benchmark result</source>
        <translation>已跳过：不是基准测试结果</translation>
    </message>
    <message>
        <location filename="../app/cli/historycommands.cpp" line="157"/>
        <source>rejected: %1</source>
        <translation>已拒绝：%1</translation>
    </message>
    <message>
        <location filename="../app/cli/historycommands.cpp" line="162"/>
        <source>give the deployment the file does not state (--gpu, --plan, --tp, --ep, --gpus, --model or --deployment FILE)</source>
        <translation>请提供文件中未声明的部署信息（--gpu、--plan、--tp、--ep、--gpus、--model 或 --deployment FILE）</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/historycommands.cpp" line="173"/>
        <source>attached to run(s) %1 [%2]</source>
        <translation>
            <numerusform>已附加到运行记录 %1 [%2]</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/historycommands.cpp" line="177"/>
        <location filename="../app/cli/historycommands.cpp" line="200"/>
        <source>note: %1</source>
        <translation>注意：%1</translation>
    </message>
    <message>
        <location filename="../app/cli/historycommands.cpp" line="184"/>
        <source>imported %1, duplicates %2</source>
        <translation>已导入 %1，重复 %2</translation>
    </message>
    <message>
        <location filename="../app/cli/historycommands.cpp" line="186"/>
        <source>replaced %1</source>
        <translation>已替换 %1</translation>
    </message>
    <message>
        <location filename="../app/cli/historycommands.cpp" line="189"/>
        <source>rejected records %1</source>
        <translation>已拒绝的记录 %1</translation>
    </message>
    <message>
        <location filename="../app/cli/historycommands.cpp" line="195"/>
        <source>this file was imported before; to store it again with another deployment, add --replace</source>
        <translation>此文件以前已导入过；如需以另一种部署重新存储，请添加 --replace</translation>
    </message>
    <message>
        <location filename="../app/cli/historycommands.cpp" line="208"/>
        <source>%1 files: %2 imported (%3 new runs), %4 already imported, %5 telemetry attached, %6 rejected, %7 skipped</source>
        <translation>%1 个文件：已导入 %2 个（新增 %3 条运行记录），%4 个此前已导入，附加遥测 %5 个，拒绝 %6 个，跳过 %7 个</translation>
    </message>
    <message>
        <location filename="../app/cli/historycommands.cpp" line="217"/>
        <source>%1 files: %2 imported (%3 new runs), %4 already imported, %5 rejected, %6 skipped</source>
        <translation>%1 个文件：已导入 %2 个（新增 %3 条运行记录），%4 个此前已导入，拒绝 %5 个，跳过 %6 个</translation>
    </message>
    <message>
        <location filename="../app/cli/historycommands.cpp" line="242"/>
        <source>runs imported, but recalibration failed: %1</source>
        <translation>运行记录已导入，但重新校准失败：%1</translation>
    </message>
    <message>
        <location filename="../app/cli/historycommands.cpp" line="245"/>
        <source>recalibrated %1 profiles on %2 runs</source>
        <translation>已基于 %2 条运行记录重新校准 %1 个画像</translation>
    </message>
    <message>
        <location filename="../app/cli/historycommands.cpp" line="255"/>
        <source>List the runs of the history. Units: ms and tokens/s. Example:
  moeplan-cli runs --db runs.sqlite --model kimi-k2.5 --gpu gb200 --format json</source>
        <translation>列出历史记录中的运行记录。单位：ms 和 tokens/s。示例：
  moeplan-cli runs --db runs.sqlite --model kimi-k2.5 --gpu gb200 --format json</translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="173"/>
        <source>Only runs of this model (catalog id or alias, or any name: normalised).</source>
        <translation>仅限此模型的运行记录（目录 id 或别名，或任意名称：将被规范化）。</translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="177"/>
        <source>Only runs on this GPU kind (catalog id or alias, or any name: normalised).</source>
        <translation>仅限此 GPU 型号上的运行记录（目录 id 或别名，或任意名称：将被规范化）。</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="765"/>
        <source>Only these runs (row ids as moeplan-cli runs lists them; repeat the option or separate ids by commas).</source>
        <translation>仅这些运行（moeplan-cli runs 列出的行 ID；可重复该选项，或用逗号分隔多个 ID）。</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="768"/>
        <source>List only the runs that disagree.</source>
        <translation>仅列出不一致的运行。</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="769"/>
        <location filename="../app/cli/historycommands.cpp" line="259"/>
        <source>csv (default) or json.</source>
        <translation>csv（默认）或 json。</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="785"/>
        <location filename="../app/cli/historycommands.cpp" line="269"/>
        <source>--format must be csv or json, not &quot;%1&quot;</source>
        <translation>--format 必须为 csv 或 json，而不是 &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../app/cli/historycommands.cpp" line="323"/>
        <source>Copy every run, with its source, from one history to another: a history file or a PostgreSQL server (postgresql://USER@HOST[:PORT]/DBNAME[?sslmode=...&amp;sslrootcert=...]). Runs the destination holds (same run_key) are skipped, so running it again adds nothing. Calibration profiles go along: the destination takes each one it lacks or holds fitted earlier. A missing destination file is created. The password comes from ~/.pgpass or the file PGPASSFILE names, never the command line. Example:
  moeplan-cli sync --from runs.sqlite --to postgresql://alice@db.lab/moeplan</source>
        <translation>将每个运行及其来源从一个历史复制到另一个：历史文件或 PostgreSQL 服务器（postgresql://USER@HOST[:PORT]/DBNAME[?sslmode=...&amp;sslrootcert=...]）。目标已有的运行（相同 run_key）会被跳过，因此再次运行不会添加任何内容。校准配置一并复制：目标会采用它缺少的、或其已有版本拟合时间更早的每个配置。缺少的目标文件会被创建。密码来自 ~/.pgpass 或 PGPASSFILE 指定的文件，绝不来自命令行。示例：
  moeplan-cli sync --from runs.sqlite --to postgresql://alice@db.lab/moeplan</translation>
    </message>
    <message>
        <location filename="../app/cli/historycommands.cpp" line="367"/>
        <source>1 calibration profile copied</source>
        <translation>已复制 1 个校准配置</translation>
    </message>
    <message>
        <location filename="../app/cli/historycommands.cpp" line="368"/>
        <source>%1 calibration profiles copied</source>
        <translation>已复制 %1 个校准配置</translation>
    </message>
    <message>
        <location filename="../app/cli/historycommands.cpp" line="332"/>
        <source>The history to copy from (file or URL).</source>
        <translation>复制来源的历史记录（文件或 URL）。</translation>
    </message>
    <message>
        <location filename="../app/cli/historycommands.cpp" line="334"/>
        <source>The history to copy into (file or URL).</source>
        <translation>复制目标的历史记录（文件或 URL）。</translation>
    </message>
    <message>
        <location filename="../app/cli/historycommands.cpp" line="336"/>
        <source>Print the counts as one JSON object.</source>
        <translation>将计数输出为一个 JSON 对象。</translation>
    </message>
    <message>
        <location filename="../app/cli/historycommands.cpp" line="344"/>
        <source>--from and --to are both required (see --help)</source>
        <translation>--from 和 --to 均为必填项（见 --help）</translation>
    </message>
    <message>
        <location filename="../app/cli/historycommands.cpp" line="361"/>
        <source>%1 runs added, %2 already there (%3 sources read)</source>
        <translation>已添加 %1 条运行记录，%2 条已存在（读取了 %3 个来源）</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="67"/>
        <source>--%1: &quot;%2&quot; is not GPU=NUMBER</source>
        <translation>--%1：&quot;%2&quot; 不是 GPU=NUMBER 格式</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="71"/>
        <source>--%1: unknown GPU kind &quot;%2&quot; (see moeplan-cli catalog)</source>
        <translation>--%1：未知 GPU 型号 &quot;%2&quot;（参见 moeplan-cli catalog）</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="89"/>
        <source>Target: %1 output tokens/s at &gt;= %2 tokens/s per user</source>
        <translation>目标：%1 输出 tokens/s，单用户 &gt;= %2 tokens/s</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="92"/>
        <source>, TTFT &lt;= %1 ms</source>
        <translation>，TTFT &lt;= %1 ms</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="94"/>
        <source>Searched %1 evaluations in %2 ms.</source>
        <translation>在 %2 ms 内搜索了 %1 次评估。</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="98"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="98"/>
        <source>hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="98"/>
        <source>plan</source>
        <translation>方案</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="99"/>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="99"/>
        <source>batch</source>
        <translation>批大小</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="99"/>
        <source>tok/s/user [80%]</source>
        <translation>单用户 tok/s [80%]</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="100"/>
        <source>tok/s</source>
        <translation>tok/s</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="100"/>
        <source>TTFT ms</source>
        <translation>TTFT ms</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="100"/>
        <source>headroom GB</source>
        <translation>余量 GB</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="101"/>
        <source>binding</source>
        <translation>约束项</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="101"/>
        <source>$/hour</source>
        <translation>$/小时</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="101"/>
        <source>$/Mtok</source>
        <translation>$/Mtok</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="102"/>
        <source>tok/s/MW</source>
        <translation>tok/s/MW</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="102"/>
        <source>provenance</source>
        <translation>来源</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="115"/>
        <location filename="../app/cli/recommendcommands.cpp" line="116"/>
        <location filename="../app/cli/recommendcommands.cpp" line="117"/>
        <source>-</source>
        <translation>-</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="133"/>
        <source>No deployment meets the target.</source>
        <translation>没有满足目标的部署。</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="144"/>
        <source>Families that fail:</source>
        <translation>未满足的系列：</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="152"/>
        <source>Nearest: %1, %2 on %3 GPUs: %4 tokens/s at %5 tokens/s per user (%6% short of the target, %7% short of the floor)</source>
        <translation>最接近：%1，%2，%3 个 GPU：%4 tokens/s，单用户 %5 tokens/s（距目标差 %6%，距下限差 %7%）</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="169"/>
        <source>Size a deployment for a target: every GPU kind and topology asked for, every GPU count up to --max-gpus, TP replicas, EP with DP attention and TP x EP, aggregated and disaggregated, each with the largest batch meeting the per-user floor; the cheapest of each family, ranked. Example:
  moeplan-cli recommend --model kimi-k2.6 --target-tokens-per-s 200000 --min-tokens-per-s-per-user 50 --json</source>
        <translation>按目标确定部署规模：遍历所要求的每种 GPU 型号和拓扑、最多 --max-gpus 的每种 GPU 数量、TP 副本、带 DP 注意力的 EP 以及 TP x EP、聚合式与分离式，每种都取满足单用户下限的最大批大小；各系列取最便宜者并排序。示例：
  moeplan-cli recommend --model kimi-k2.6 --target-tokens-per-s 200000 --min-tokens-per-s-per-user 50 --json</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="182"/>
        <source>Aggregate output tokens/s to serve (required).</source>
        <translation>需要提供服务的聚合输出 tokens/s（必填）。</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="184"/>
        <source>Per-user speed floor, tokens/s (default 0: none).</source>
        <translation>单用户速度下限，tokens/s（默认 0：不限）。</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="187"/>
        <source>The floor as a TPOT limit instead: 1000 / U ms.</source>
        <translation>改用 TPOT 上限表示该下限：1000 / U ms。</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="188"/>
        <source>TTFT limit, ms (default: none).</source>
        <translation>TTFT 上限，ms（默认：不限）。</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="191"/>
        <source>GPU kind to consider; repeat or list with commas (default: all).</source>
        <translation>要考虑的 GPU 型号；可重复指定或用逗号分隔列出（默认：全部）。</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="194"/>
        <source>hgx-ib or nvl72; repeat or list with commas (default: both).</source>
        <translation>hgx-ib 或 nvl72；可重复指定或用逗号分隔列出（默认：两者）。</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="196"/>
        <source>agg, disagg or both (default both).</source>
        <translation>agg、disagg 或 both（默认 both）。</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="198"/>
        <source>Largest deployment, GPUs (default 576).</source>
        <translation>最大部署规模，GPU 数（默认 576）。</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="201"/>
        <source>$ per GPU-hour for a kind, GPU=USD; repeatable (default: the saved settings, else the catalog&apos;s).</source>
        <translation>某型号每 GPU 小时的美元价格，GPU=USD；可重复（默认：已保存的设置，否则取目录中的价格）。</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="205"/>
        <source>Board power per GPU for a kind, GPU=W; repeatable (default: TDP).</source>
        <translation>某型号每个 GPU 的板卡功耗，GPU=W；可重复（默认：TDP）。</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="208"/>
        <source>Power per node (8 GPUs) or NVL72 rack besides the GPUs, GPU=W; repeatable.</source>
        <translation>除 GPU 之外每个节点（8 个 GPU）或 NVL72 机柜的功耗，GPU=W；可重复。</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="212"/>
        <source>PUE - 1 for cooling and power delivery (default: saved, else 0.3).</source>
        <translation>冷却和供电的 PUE - 1（默认：已保存的值，否则为 0.3）。</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="214"/>
        <source>cost, gpus or power (default cost).</source>
        <translation>cost、gpus 或 power（默认 cost）。</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="216"/>
        <source>Rows to print (default 10; 0 = all).</source>
        <translation>输出的行数（默认 10；0 = 全部）。</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="239"/>
        <source>--target-tokens-per-s is required</source>
        <translation>必须指定 --target-tokens-per-s</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="257"/>
        <source>give --min-tokens-per-s-per-user or --max-tpot-ms, not both</source>
        <translation>请指定 --min-tokens-per-s-per-user 或 --max-tpot-ms，不能同时指定</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="261"/>
        <source>--max-gpus: &quot;%1&quot; is not a whole number of GPUs from 1 to %2</source>
        <translation>--max-gpus：&quot;%1&quot; 不是 1 到 %2 之间的 GPU 整数个数</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="269"/>
        <source>--topology: &quot;%1&quot; is not hgx-ib or nvl72</source>
        <translation>--topology：&quot;%1&quot; 不是 hgx-ib 或 nvl72</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="279"/>
        <source>--serving: &quot;%1&quot; is not agg, disagg or both</source>
        <translation>--serving：&quot;%1&quot; 不是 agg、disagg 或 both</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="287"/>
        <source>--sort: &quot;%1&quot; is not cost, gpus or power</source>
        <translation>--sort：&quot;%1&quot; 不是 cost、gpus 或 power</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="91"/>
        <source>unknown command &quot;%1&quot; (try moeplan-cli --help)</source>
        <translation>未知命令 &quot;%1&quot;（请尝试 moeplan-cli --help）</translation>
    </message>
</context>
<context>
    <name>moeplan::core::Calibration</name>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="294"/>
        <source>no usable runs: every parameter kept at its datasheet prior</source>
        <translation>没有可用的运行记录：所有参数均保持数据手册先验值</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/calibration/fit.cpp" line="334"/>
        <source>runs at %Ln load point(s) only: overhead and efficiencies cannot be separated; only the fixed overheads are fitted</source>
        <translation>
            <numerusform>运行记录仅覆盖 %Ln 个负载点：无法区分开销与效率；只拟合固定开销</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="346"/>
        <source>term taken out</source>
        <translation>该项已移除</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="348"/>
        <source>kept prior: degenerate load</source>
        <translation>保持先验值：负载退化</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/calibration/fit.cpp" line="350"/>
        <source>kept prior: %Ln run(s) exercise it</source>
        <translation>
            <numerusform>保持先验值：仅 %Ln 条运行记录涉及该参数</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="445"/>
        <source>underdetermined (not stated: %1): not fitted</source>
        <translation>欠定（未给出：%1）：未拟合</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="456"/>
        <source>measured TPOT %1 ms is faster than the datasheet roofline (%2 ms) for its stated deployment: likely unrecorded speculative decoding; not fitted</source>
        <translation>对于其声明的部署，实测 TPOT %1 ms 快于数据手册 roofline（%2 ms）：可能使用了未记录的推测解码；未拟合</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="500"/>
        <source>outlier: measured %1 is %2x off the fitted model; not fitted</source>
        <translation>离群值：实测 %1 与拟合模型相差 %2 倍；未拟合</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="501"/>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="501"/>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/calibration/fit.cpp" line="556"/>
        <source>%Ln run(s) state a deployment that cannot be what ran (a tensor-parallel size that does not divide the attention heads, or TP x EP written as TP, or DP x EP as DP); read as their exporters meant them (docs/model.md)</source>
        <translation>
            <numerusform>%Ln 条运行记录声明的部署不可能是实际运行的部署（张量并行规模不能整除注意力头数，或将 TP x EP 写成 TP，或将 DP x EP 写成 DP）；已按其导出工具的原意解读（见 docs/model.md）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/calibration/fit.cpp" line="564"/>
        <source>%Ln run(s) leave out their worker counts, which the stated runs of the same deployment settle (they all ran the same); fitted with those counts</source>
        <translation>
            <numerusform>%Ln 条运行记录未给出工作节点数，同一部署已声明的运行记录可确定它（它们都使用相同的数量）；已按这些数量拟合</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="968"/>
        <source>disaggregated intervals from %1: too few disaggregated runs of its own</source>
        <translation>分离式运行的区间取自 %1：本身的分离式运行太少</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/placement.cpp" line="123"/>
        <source>model &quot;%1&quot; is not in the catalog</source>
        <translation>模型 &quot;%1&quot; 不在目录中</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/placement.cpp" line="124"/>
        <source>model &quot;%1&quot; is not in the catalog (its runs join calibration once the catalog describes it)</source>
        <translation>模型 &quot;%1&quot; 不在目录中（目录收录该模型后，其运行记录即参与校准）</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/placement.cpp" line="131"/>
        <source>GPU kind &quot;%1&quot; is not in the catalog</source>
        <translation>GPU 型号 &quot;%1&quot; 不在目录中</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/placement.cpp" line="133"/>
        <source>GPU kind &quot;%1&quot; is not in the catalog (its runs join calibration once the catalog describes it)</source>
        <translation>GPU 型号 &quot;%1&quot; 不在目录中（目录收录该型号后，其运行记录即参与校准）</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/placement.cpp" line="183"/>
        <location filename="../app/core/calibration/placement.cpp" line="213"/>
        <source>no load (concurrency or batch)</source>
        <translation>无负载（并发数或批大小）</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/placement.cpp" line="184"/>
        <location filename="../app/core/calibration/placement.cpp" line="214"/>
        <source>run %1 has no load (concurrency or batch)</source>
        <translation>运行记录 %1 无负载（并发数或批大小）</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/placement.cpp" line="193"/>
        <location filename="../app/core/calibration/placement.cpp" line="225"/>
        <source>deployment cannot be evaluated (%1)</source>
        <translation>无法评估部署（%1）</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/placement.cpp" line="195"/>
        <location filename="../app/core/calibration/placement.cpp" line="227"/>
        <source>run %1: deployment cannot be evaluated (%2)</source>
        <translation>运行记录 %1：无法评估部署（%2）</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/profilecodec.cpp" line="84"/>
        <source>profile %1: parameters are not valid JSON</source>
        <translation>画像 %1：参数不是有效的 JSON</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/profilecodec.cpp" line="112"/>
        <source>profile %1: %2 out of range</source>
        <translation>画像 %1：%2 超出范围</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/profilecodec.cpp" line="238"/>
        <source>per model and precision, per engine build, per model, precision and engine, and per model, precision, engine and GPU kind: log factors on predicted TPOT and TTFT</source>
        <translation>按模型和精度、按引擎版本、按模型、精度和引擎，以及按模型、精度、引擎和 GPU 类型：预测 TPOT 和 TTFT 的对数修正因子</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/profilecodec.cpp" line="425"/>
        <source>cross-validated errors of the profiles stored with it</source>
        <translation>与画像一同存储的交叉验证误差</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/validation.cpp" line="130"/>
        <source>the model cannot evaluate this deployment</source>
        <translation>模型无法评估此部署</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/validation.cpp" line="343"/>
        <source>underdetermined (not stated: %1): no worker counts within %2 GPUs hold its %3 clients in memory; one worker of each is assumed</source>
        <translation>欠定（未给出：%1）：%2 个 GPU 以内没有任何工作节点数量能在显存中容纳其 %3 个客户端；假定各一个工作节点</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/validation.cpp" line="349"/>
        <source>underdetermined (not stated: %1): no plan the history states for this model holds its weights and %2 clients; predicted with the stated plan</source>
        <translation>欠定（未给出：%1）：历史记录中为此模型声明的方案都无法容纳其权重和 %2 个客户端；按声明的方案预测</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/calibration/validation.cpp" line="383"/>
        <source>underdetermined (not stated: %1): median over %Ln plausible deployment(s) (plans of %2 GPUs per replica that the history states for this model), the interval spans them all, widened as far as %3 such runs of the history fell outside theirs</source>
        <translation>
            <numerusform>欠定（未给出：%1）：取 %Ln 种合理部署的中位数（历史记录中为此模型声明的每副本 %2 个 GPU 的方案），区间覆盖全部部署，并按历史记录中 %3 次同类运行落在其区间之外的程度加宽</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/calibration/validation.cpp" line="390"/>
        <source>underdetermined (not stated: %1): median over %Ln plausible deployment(s) (plans of %2 GPUs per replica that the history states for this model), the interval spans them all</source>
        <translation>
            <numerusform>欠定（未给出：%1）：取 %Ln 种合理部署的中位数（历史记录中为此模型声明的每副本 %2 个 GPU 的方案），区间覆盖全部部署</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/calibration/validation.cpp" line="399"/>
        <source>underdetermined (not stated: %1): median over %Ln plausible deployment(s) (%2 prefill and %3 decode workers within %4 GPUs, the most a stated disaggregated deployment used in the history), the interval spans them all, widened as far as %5 such runs of the history fell outside theirs</source>
        <translation>
            <numerusform>欠定（未给出：%1）：取 %Ln 种合理部署的中位数（%4 个 GPU 以内的 %2 个 prefill 与 %3 个 decode 工作节点，即历史记录中已声明的分离式部署所用的最大值），区间覆盖全部部署，并按历史记录中 %5 次同类运行落在其区间之外的程度加宽</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/calibration/validation.cpp" line="408"/>
        <source>underdetermined (not stated: %1): median over %Ln plausible deployment(s) (%2 prefill and %3 decode workers within %4 GPUs, the most a stated disaggregated deployment used in the history), the interval spans them all</source>
        <translation>
            <numerusform>欠定（未给出：%1）：取 %Ln 种合理部署的中位数（%4 个 GPU 以内的 %2 个 prefill 与 %3 个 decode 工作节点，即历史记录中已声明的分离式部署所用的最大值），区间覆盖全部部署</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/calibration/validation.cpp" line="507"/>
        <source>worker counts not stated: %1 prefill and %2 decode, as the %Ln stated run(s) of this deployment ran</source>
        <translation>
            <numerusform>未给出工作节点数：按该部署已声明的 %Ln 条运行记录所用的 %1 个 prefill 和 %2 个 decode 工作节点</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/core/calibration/validation.cpp" line="549"/>
        <source>no profile of %1&apos;s own: one measured load of this deployment would correct the others</source>
        <translation>%1 没有自己的配置文件：测量此部署的一个负载即可校正其余负载</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/validation.cpp" line="812"/>
        <source>%1-fold cross-validation grouped by deployment</source>
        <translation>按部署分组的 %1 折交叉验证</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/validation.cpp" line="851"/>
        <source>leave-one-GPU-kind-out (transferred profiles)</source>
        <translation>留一 GPU 型号验证（迁移画像）</translation>
    </message>
</context>
<context>
    <name>moeplan::core::CalibrationJob</name>
    <message>
        <location filename="../app/core/calibrationjob.cpp" line="29"/>
        <source>%1: no such history database</source>
        <translation>%1：历史数据库不存在</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/calibrationjob.cpp" line="51"/>
        <source>%1: none of its %Ln run(s) can be placed in the model, nothing to calibrate on</source>
        <translation>
            <numerusform>%1：其 %Ln 条运行记录均无法放入模型，没有可用于校准的数据</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/core/calibrationjob.cpp" line="87"/>
        <source>Reading runs</source>
        <translation>正在读取运行记录</translation>
    </message>
    <message>
        <location filename="../app/core/calibrationjob.cpp" line="89"/>
        <source>Fitting profiles</source>
        <translation>正在拟合画像</translation>
    </message>
    <message>
        <location filename="../app/core/calibrationjob.cpp" line="91"/>
        <source>Cross-validating</source>
        <translation>正在交叉验证</translation>
    </message>
    <message>
        <location filename="../app/core/calibrationjob.cpp" line="93"/>
        <source>Saving profiles</source>
        <translation>正在保存画像</translation>
    </message>
</context>
<context>
    <name>moeplan::core::CatalogLoader</name>
    <message>
        <location filename="../app/core/catalogloader.cpp" line="149"/>
        <source>%1: not valid JSON at offset %2: %3</source>
        <translation>%1：偏移 %2 处不是有效的 JSON：%3</translation>
    </message>
    <message>
        <location filename="../app/core/catalogloader.cpp" line="157"/>
        <source>%1: expected an object with a &quot;%2&quot; list</source>
        <translation>%1：应为包含 &quot;%2&quot; 列表的对象</translation>
    </message>
    <message>
        <location filename="../app/core/catalogloader.cpp" line="175"/>
        <location filename="../app/core/catalogloader.cpp" line="204"/>
        <source>%1: entry &quot;%2&quot; skipped: %3</source>
        <translation>%1：已跳过条目 &quot;%2&quot;：%3</translation>
    </message>
    <message>
        <location filename="../app/core/catalogloader.cpp" line="42"/>
        <source>%1 is not a number</source>
        <translation>%1 不是数字</translation>
    </message>
    <message>
        <location filename="../app/core/catalogloader.cpp" line="52"/>
        <source>%1 is outside [-%2, %2]</source>
        <translation>%1 超出 [-%2, %2] 范围</translation>
    </message>
    <message>
        <location filename="../app/core/catalogloader.cpp" line="57"/>
        <source>%1 is not a whole number</source>
        <translation>%1 不是整数</translation>
    </message>
    <message>
        <location filename="../app/core/catalogloader.cpp" line="68"/>
        <source>%1 is not true or false</source>
        <translation>%1 不是 true 或 false</translation>
    </message>
    <message>
        <location filename="../app/core/catalogloader.cpp" line="80"/>
        <source>%1 is missing</source>
        <translation>缺少 %1</translation>
    </message>
    <message>
        <location filename="../app/core/catalogloader.cpp" line="84"/>
        <source>%1 is not a string</source>
        <translation>%1 不是字符串</translation>
    </message>
    <message>
        <location filename="../app/core/catalogloader.cpp" line="96"/>
        <location filename="../app/core/catalogloader.cpp" line="101"/>
        <source>%1 is not a list of strings</source>
        <translation>%1 不是字符串列表</translation>
    </message>
    <message>
        <location filename="../app/core/catalogloader.cpp" line="112"/>
        <source>%1 is not an object</source>
        <translation>%1 不是对象</translation>
    </message>
    <message>
        <location filename="../app/core/catalogloader.cpp" line="188"/>
        <source>%1 must be mla, gqa or hybrid</source>
        <translation>%1 必须是 mla、gqa 或 hybrid</translation>
    </message>
    <message>
        <location filename="../app/core/catalogloader.cpp" line="198"/>
        <source>%1 must be bf16, fp8 or fp4</source>
        <translation>%1 必须是 bf16、fp8 或 fp4</translation>
    </message>
    <message>
        <location filename="../app/core/catalogloader.cpp" line="239"/>
        <source>%1 must be hgx, nvl72 or oam</source>
        <translation>%1 必须是 hgx、nvl72 或 oam</translation>
    </message>
    <message>
        <location filename="../app/core/catalogloader.cpp" line="304"/>
        <source>%1 is not a list</source>
        <translation>%1 不是列表</translation>
    </message>
    <message>
        <location filename="../app/core/catalogloader.cpp" line="523"/>
        <location filename="../app/core/catalogloader.cpp" line="552"/>
        <source>%1: entry %2 skipped: not an object</source>
        <translation>%1：已跳过条目 %2：不是对象</translation>
    </message>
    <message>
        <location filename="../app/core/catalogloader.cpp" line="536"/>
        <location filename="../app/core/catalogloader.cpp" line="565"/>
        <source>duplicate id</source>
        <translation>id 重复</translation>
    </message>
    <message>
        <location filename="../app/core/catalogloader.cpp" line="577"/>
        <source>%1: cannot read: %2</source>
        <translation>%1：无法读取：%2</translation>
    </message>
</context>
<context>
    <name>moeplan::core::HfConfig</name>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="58"/>
        <source>%1 is missing</source>
        <translation>缺少 %1</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="62"/>
        <source>%1 is not a whole number</source>
        <translation>%1 不是整数</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="67"/>
        <source>%1 = %2 is outside [%3, %4]</source>
        <translation>%1 = %2 超出 [%3, %4] 范围</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="82"/>
        <source>%1 is not true or false</source>
        <translation>%1 不是 true 或 false</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="94"/>
        <source>%1 is not a list</source>
        <translation>%1 不是列表</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="99"/>
        <source>%1 holds a value that is not a number</source>
        <translation>%1 包含非数字的值</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="262"/>
        <source>weights are stored as float32; planned at BF16 (2 bytes per weight), as servers load them</source>
        <translation>权重以 float32 存储；按 BF16（每个权重 2 字节）规划，与推理服务器加载方式一致</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="266"/>
        <source>unquantised (%1)</source>
        <translation>未量化（%1）</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="300"/>
        <source>FP8 (%1x%2 blocks)</source>
        <translation>FP8（%1x%2 分块）</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="303"/>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="308"/>
        <source>MXFP4</source>
        <translation>MXFP4</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="321"/>
        <source>%1.quant_algo &quot;%2&quot; is not understood: its bytes per weight are unknown</source>
        <translation>无法识别 %1.quant_algo &quot;%2&quot;：其每权重字节数未知</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="328"/>
        <source>ModelOpt %1</source>
        <translation>ModelOpt %1</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="332"/>
        <source>%1.config_groups is missing: the bytes per weight are unknown</source>
        <translation>缺少 %1.config_groups：每权重字节数未知</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="350"/>
        <source>%1.config_groups mix weight formats (%2-bit %3 and %4-bit %5); not supported</source>
        <translation>%1.config_groups 混用了多种权重格式（%2 位 %3 与 %4 位 %5）；不受支持</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="365"/>
        <source>%1.config_groups: %2-bit weights are not supported (4 or 8)</source>
        <translation>%1.config_groups：不支持 %2 位权重（仅支持 4 或 8 位）</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="380"/>
        <source>%1: integer activations (%2-bit) are planned at the FP8 tensor-core rate</source>
        <translation>%1：整数激活（%2 位）按 FP8 Tensor Core 速率规划</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="389"/>
        <source>compressed-tensors %1-bit %2%3</source>
        <translation>compressed-tensors %1 位 %2%3</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="392"/>
        <source>, %1-bit %2 activations</source>
        <translation>，%1 位 %2 激活</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="393"/>
        <source>, weight-only</source>
        <translation>，仅权重</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="399"/>
        <source>%1.bits = %2: only 4- and 8-bit %3 weights are supported</source>
        <translation>%1.bits = %2：仅支持 4 位和 8 位 %3 权重</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="418"/>
        <source>%1 INT%2%3</source>
        <translation>%1 INT%2%3</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="421"/>
        <source>, group size %1</source>
        <translation>，分组大小 %1</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="427"/>
        <source>%1: bitsandbytes without load_in_4bit or load_in_8bit</source>
        <translation>%1：bitsandbytes 未设置 load_in_4bit 或 load_in_8bit</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="433"/>
        <source>bitsandbytes %1-bit</source>
        <translation>bitsandbytes %1 位</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="435"/>
        <source>%1.quant_method &quot;%2&quot; is not understood: its bytes per weight are unknown</source>
        <translation>无法识别 %1.quant_method &quot;%2&quot;：其每权重字节数未知</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="437"/>
        <source>(missing)</source>
        <translation>（缺失）</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="440"/>
        <source>quantisation scales are not counted (at most 1/16 byte per weight)</source>
        <translation>未计入量化缩放因子（每个权重最多 1/16 字节）</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="460"/>
        <location filename="../app/core/hfconfig.cpp" line="491"/>
        <location filename="../app/core/hfconfig.cpp" line="513"/>
        <source>%1 has %2 entries for %3 layers</source>
        <translation>%1 有 %2 个条目，但共有 %3 层</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="477"/>
        <source>%1[%2] = &quot;%3&quot; is not an attention kind this reader knows (full, sliding, chunked or linear attention)</source>
        <translation>%1[%2] = &quot;%3&quot; 不是本读取器识别的注意力类型（full、sliding、chunked 或 linear attention）</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="531"/>
        <source>sliding_window %1 applies to every layer (Mistral)</source>
        <translation>sliding_window %1 适用于所有层（Mistral）</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="536"/>
        <source>%1 mixes sliding-window and linear-attention layers; not supported</source>
        <translation>%1 混用了滑动窗口层和线性注意力层；不受支持</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="541"/>
        <source>%1 is missing (the config has sliding-window layers)</source>
        <translation>缺少 %1（该配置包含滑动窗口层）</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="589"/>
        <location filename="../app/core/hfconfig.cpp" line="820"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="596"/>
        <source>not valid JSON at offset %1: %2</source>
        <translation>偏移 %1 处不是有效的 JSON：%2</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="600"/>
        <source>not a Hugging Face config.json (not a JSON object)</source>
        <translation>不是 Hugging Face config.json（不是 JSON 对象）</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="605"/>
        <source>not a Hugging Face config.json (no model_type or architectures)</source>
        <translation>不是 Hugging Face config.json（没有 model_type 或 architectures）</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="615"/>
        <source>language model read from %1 (a multimodal wrapper: the vision and audio towers are not counted)</source>
        <translation>语言模型读取自 %1（多模态封装：不计入视觉和音频塔）</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="642"/>
        <source>%1: layers with both a dense MLP and an expert block (enable_moe_block, Gemma 4) are not supported</source>
        <translation>%1：不支持同时含有稠密 MLP 和专家块的层（enable_moe_block，Gemma 4）</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="701"/>
        <source>%1 names a mixture-of-experts architecture (%2), but none of num_experts, num_local_experts or n_routed_experts is set</source>
        <translation>%1 指明的是混合专家架构（%2），但 num_experts、num_local_experts 和 n_routed_experts 均未设置</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="708"/>
        <source>%1 = %2 exceeds the %3 experts</source>
        <translation>%1 = %2 超过了专家总数 %3</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="729"/>
        <source>the sparse-attention indexer (index_n_heads) is not counted (about 0.1% of the weights)</source>
        <translation>未计入稀疏注意力索引器（index_n_heads）（约占权重的 0.1%）</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="735"/>
        <source>num_key_value_heads is absent: every head keeps its own K and V (multi-head attention), as transformers assumes</source>
        <translation>缺少 num_key_value_heads：每个头各自保留 K 和 V（多头注意力），与 transformers 的假定一致</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="745"/>
        <source>%1 is missing and hidden_size %2 is not a multiple of %3 heads</source>
        <translation>缺少 %1，且 hidden_size %2 不是 %3 个头的整数倍</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="751"/>
        <source>the gated attention output (attn_output_gate) is not counted (under 0.2% of the weights)</source>
        <translation>未计入门控注意力输出（attn_output_gate）（不到权重的 0.2%）</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="768"/>
        <source>lightning-attention layers (attn_type_list 0) are read as linear attention with %1 heads of %2</source>
        <translation>lightning attention 层（attn_type_list 0）按线性注意力读取，%1 个头，每个头 %2</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="783"/>
        <source>latent attention with linear-attention layers is not supported</source>
        <translation>不支持潜在注意力与线性注意力层混用</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="796"/>
        <source>tie_word_embeddings is absent: the output head is counted as its own matrix (untied)</source>
        <translation>缺少 tie_word_embeddings：输出头按独立矩阵计（未共享）</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="804"/>
        <source>hidden_act &quot;%1&quot;: the FFN is counted as gated (three matrices)</source>
        <translation>hidden_act &quot;%1&quot;：FFN 按门控结构计（三个矩阵）</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="811"/>
        <source>config.json: %1 multi-token-prediction layer(s); no published acceptance length</source>
        <translation>config.json：%1 个多 token 预测层；尚无公开的接受长度</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="838"/>
        <source>config.json: %1</source>
        <translation>config.json：%1</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="882"/>
        <source>config.json quantization_config: %1</source>
        <translation>config.json quantization_config：%1</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="885"/>
        <source>Bytes per weight averaged over the tensors the exclusion list keeps in BF16; embeddings stay BF16.</source>
        <translation>按排除列表中保留为 BF16 的张量平均得出的每权重字节数；嵌入层保持 BF16。</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="912"/>
        <source>what-if: the whole model re-quantised, not this checkpoint</source>
        <translation>假设分析：整个模型重新量化，而非此检查点</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="924"/>
        <source>cannot tell the model&apos;s id from the file name; give one (--id)</source>
        <translation>无法从文件名判断模型 id；请指定一个（--id）</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="928"/>
        <source>id &quot;%1&quot;: use 1-64 lower-case letters, digits and . _ + - (starting with a letter or digit)</source>
        <translation>id &quot;%1&quot;：请使用 1-64 个小写字母、数字及 . _ + -（以字母或数字开头）</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="950"/>
        <source>Hugging Face config.json (%1, model_type %2), read %3</source>
        <translation>Hugging Face config.json（%1，model_type %2），读取自 %3</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="957"/>
        <source>the derived entry is not usable: %1</source>
        <translation>推导出的条目不可用：%1</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="968"/>
        <source>%1: no such file</source>
        <translation>%1：文件不存在</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="970"/>
        <source>%1: not a regular file</source>
        <translation>%1：不是普通文件</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="973"/>
        <source>%1: cannot read: %2</source>
        <translation>%1：无法读取：%2</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="976"/>
        <source>%1: larger than 16 MiB; not a config.json</source>
        <translation>%1：大于 16 MiB；不是 config.json</translation>
    </message>
</context>
<context>
    <name>moeplan::core::HistoryController</name>
    <message>
        <location filename="../app/core/historycontroller.cpp" line="153"/>
        <source>%1: no run with id %2 in the history</source>
        <translation>%1：历史记录中没有 id 为 %2 的运行记录</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/historycontroller.cpp" line="193"/>
        <source>Attach telemetry to %Ln run(s)</source>
        <translation>
            <numerusform>为 %Ln 条运行记录附加遥测数据</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/historycontroller.cpp" line="65"/>
        <location filename="../app/core/historycontroller.cpp" line="194"/>
        <source>Import %Ln run(s)</source>
        <translation>
            <numerusform>导入 %Ln 条运行记录</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/core/historycontroller.cpp" line="22"/>
        <source>Edit the notes of run %1</source>
        <translation>编辑运行记录 %1 的备注</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/historycontroller.cpp" line="55"/>
        <source>Delete %Ln run(s)</source>
        <translation>
            <numerusform>删除 %Ln 条运行记录</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/core/historycontroller.cpp" line="255"/>
        <source>%1: none of these runs is in the history any more</source>
        <translation>%1：这些运行记录都已不在历史记录中</translation>
    </message>
</context>
<context>
    <name>moeplan::core::HistoryStore</name>
    <message>
        <location filename="../app/core/historystore.cpp" line="146"/>
        <source>%1: is a directory, not a database file</source>
        <translation>%1：是目录，不是数据库文件</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="151"/>
        <source>%1: cannot create the folder %2</source>
        <translation>%1：无法创建文件夹 %2</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="172"/>
        <source>%1: cannot open: %2</source>
        <translation>%1：无法打开：%2</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="207"/>
        <source>%1: cannot configure the database: %2</source>
        <translation>%1：无法配置数据库：%2</translation>
    </message>
    <message>
        <location filename="../app/core/history/profiles.cpp" line="28"/>
        <location filename="../app/core/history/telemetry.cpp" line="153"/>
        <location filename="../app/core/historystore.cpp" line="233"/>
        <location filename="../app/core/historystore.cpp" line="766"/>
        <source>%1: cannot start a transaction: %2</source>
        <translation>%1：无法开始事务：%2</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="241"/>
        <source>%1: cannot read the schema version: %2</source>
        <translation>%1：无法读取架构版本：%2</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="246"/>
        <source>%1: another program changed the schema version to %2 while it was opened</source>
        <translation>%1：打开期间另一程序将架构版本更改为 %2</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="263"/>
        <source>%1: migrating to schema version %2 failed: %3</source>
        <translation>%1：迁移到架构版本 %2 失败：%3</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="276"/>
        <source>%1: cannot set the schema version: %2</source>
        <translation>%1：无法设置架构版本：%2</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="292"/>
        <source>%1: cannot commit the migration: %2</source>
        <translation>%1：无法提交迁移：%2</translation>
    </message>
    <message>
        <location filename="../app/core/history/merge.cpp" line="428"/>
        <location filename="../app/core/history/profiles.cpp" line="21"/>
        <location filename="../app/core/history/profiles.cpp" line="114"/>
        <location filename="../app/core/history/telemetry.cpp" line="133"/>
        <location filename="../app/core/history/telemetry.cpp" line="192"/>
        <location filename="../app/core/history/telemetry.cpp" line="288"/>
        <location filename="../app/core/historystore.cpp" line="103"/>
        <location filename="../app/core/historystore.cpp" line="352"/>
        <location filename="../app/core/historystore.cpp" line="486"/>
        <location filename="../app/core/historystore.cpp" line="537"/>
        <location filename="../app/core/historystore.cpp" line="635"/>
        <location filename="../app/core/historystore.cpp" line="702"/>
        <location filename="../app/core/historystore.cpp" line="731"/>
        <location filename="../app/core/historystore.cpp" line="762"/>
        <location filename="../app/core/historystore.cpp" line="799"/>
        <location filename="../app/core/historystore.cpp" line="908"/>
        <source>the history database is not open</source>
        <translation>历史数据库未打开</translation>
    </message>
    <message>
        <location filename="../app/core/history/merge.cpp" line="448"/>
        <location filename="../app/core/historystore.cpp" line="371"/>
        <source>%1: cannot start a transaction on %2: %3</source>
        <translation>%1：无法在 %2 上开始事务：%3</translation>
    </message>
    <message>
        <location filename="../app/core/history/merge.cpp" line="453"/>
        <location filename="../app/core/history/profiles.cpp" line="33"/>
        <location filename="../app/core/historystore.cpp" line="404"/>
        <source>%1: %2: %3</source>
        <translation>%1：%2：%3</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="411"/>
        <source>cannot look up the source</source>
        <translation>无法查找来源</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="423"/>
        <location filename="../app/core/historystore.cpp" line="429"/>
        <source>cannot replace the earlier import</source>
        <translation>无法替换先前的导入</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="444"/>
        <source>cannot record the source</source>
        <translation>无法记录来源</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="455"/>
        <source>%1: run %2 was refused: %3</source>
        <translation>%1：运行记录 %2 被拒绝：%3</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="456"/>
        <source>%1: cannot prepare the insert: %2</source>
        <translation>%1：无法准备插入操作：%2</translation>
    </message>
    <message>
        <location filename="../app/core/history/merge.cpp" line="492"/>
        <location filename="../app/core/historystore.cpp" line="385"/>
        <source>%1: cannot commit to %2: %3</source>
        <translation>%1：无法提交到 %2：%3</translation>
    </message>
    <message>
        <location filename="../app/core/history/merge.cpp" line="440"/>
        <source>%1: the SQLite driver gives no handle</source>
        <translation>%1：SQLite 驱动程序未提供句柄</translation>
    </message>
    <message>
        <location filename="../app/core/history/merge.cpp" line="40"/>
        <source>no such database file</source>
        <translation>数据库文件不存在</translation>
    </message>
    <message>
        <location filename="../app/core/history/merge.cpp" line="42"/>
        <source>is this history itself</source>
        <translation>就是当前历史记录本身</translation>
    </message>
    <message>
        <location filename="../app/core/history/merge.cpp" line="47"/>
        <source>an empty file, not a benchmark history</source>
        <translation>空文件，不是基准测试历史记录</translation>
    </message>
    <message>
        <location filename="../app/core/history/merge.cpp" line="63"/>
        <source>cannot open: %1</source>
        <translation>无法打开：%1</translation>
    </message>
    <message>
        <location filename="../app/core/history/merge.cpp" line="70"/>
        <source>an empty database, not a benchmark history</source>
        <translation>空数据库，不是基准测试历史记录</translation>
    </message>
    <message>
        <location filename="../app/core/history/merge.cpp" line="79"/>
        <source>cannot read the sources: %1</source>
        <translation>无法读取来源：%1</translation>
    </message>
    <message>
        <location filename="../app/core/history/merge.cpp" line="105"/>
        <source>cannot attach: %1</source>
        <translation>无法附加：%1</translation>
    </message>
    <message>
        <location filename="../app/core/history/merge.cpp" line="134"/>
        <source>cannot look up a source</source>
        <translation>无法查找来源</translation>
    </message>
    <message>
        <location filename="../app/core/history/merge.cpp" line="148"/>
        <source>source %1 was refused</source>
        <translation>来源 %1 被拒绝</translation>
    </message>
    <message>
        <location filename="../app/core/history/merge.cpp" line="158"/>
        <location filename="../app/core/history/merge.cpp" line="161"/>
        <location filename="../app/core/history/merge.cpp" line="167"/>
        <source>cannot map the sources</source>
        <translation>无法映射来源</translation>
    </message>
    <message>
        <location filename="../app/core/history/merge.cpp" line="178"/>
        <location filename="../app/core/history/merge.cpp" line="192"/>
        <location filename="../app/core/history/merge.cpp" line="219"/>
        <location filename="../app/core/history/merge.cpp" line="245"/>
        <location filename="../app/core/history/merge.cpp" line="284"/>
        <source>cannot read the runs</source>
        <translation>无法读取运行记录</translation>
    </message>
    <message>
        <location filename="../app/core/history/merge.cpp" line="182"/>
        <source>refers to a missing source %1</source>
        <translation>引用了不存在的来源 %1</translation>
    </message>
    <message>
        <location filename="../app/core/history/merge.cpp" line="210"/>
        <location filename="../app/core/history/merge.cpp" line="215"/>
        <source>cannot copy the runs</source>
        <translation>无法复制运行记录</translation>
    </message>
    <message>
        <location filename="../app/core/history/merge.cpp" line="247"/>
        <location filename="../app/core/history/merge.cpp" line="466"/>
        <source>cannot prepare the copy</source>
        <translation>无法准备复制操作</translation>
    </message>
    <message>
        <location filename="../app/core/history/merge.cpp" line="275"/>
        <source>run %1 was refused</source>
        <translation>运行记录 %1 被拒绝</translation>
    </message>
    <message>
        <location filename="../app/core/history/merge.cpp" line="316"/>
        <location filename="../app/core/history/merge.cpp" line="365"/>
        <location filename="../app/core/history/merge.cpp" line="368"/>
        <source>cannot read the telemetry</source>
        <translation>无法读取遥测数据</translation>
    </message>
    <message>
        <location filename="../app/core/history/merge.cpp" line="350"/>
        <source>the telemetry row names no file or content</source>
        <translation>该遥测行未指明文件或内容</translation>
    </message>
    <message>
        <location filename="../app/core/history/merge.cpp" line="353"/>
        <source>telemetry %1 of run %2</source>
        <translation>运行记录 %2 的遥测 %1</translation>
    </message>
    <message>
        <location filename="../app/core/history/merge.cpp" line="361"/>
        <source>the telemetry %1 was refused</source>
        <translation>遥测 %1 被拒绝</translation>
    </message>
    <message>
        <location filename="../app/core/history/merge.cpp" line="393"/>
        <source>%1: no temporary folder to read it in: %2</source>
        <translation>%1：没有可用于读取它的临时文件夹：%2</translation>
    </message>
    <message>
        <location filename="../app/core/history/telemetry.cpp" line="58"/>
        <source>telemetry %1 of run %2 (%3): %4</source>
        <translation>运行记录 %2 的遥测 %1（%3）：%4</translation>
    </message>
    <message>
        <location filename="../app/core/history/telemetry.cpp" line="135"/>
        <source>%1: no run to attach the telemetry %2 to</source>
        <translation>%1：没有可附加遥测 %2 的运行记录</translation>
    </message>
    <message>
        <location filename="../app/core/history/telemetry.cpp" line="159"/>
        <source>%1: cannot attach the telemetry %2 to run %3: %4</source>
        <translation>%1：无法将遥测 %2 附加到运行记录 %3：%4</translation>
    </message>
    <message>
        <location filename="../app/core/history/telemetry.cpp" line="173"/>
        <source>%1: no run %2 to attach the telemetry %3 to (see moeplan-cli runs)</source>
        <translation>%1：没有可附加遥测 %3 的运行记录 %2（参见 moeplan-cli runs）</translation>
    </message>
    <message>
        <location filename="../app/core/history/telemetry.cpp" line="195"/>
        <location filename="../app/core/history/telemetry.cpp" line="208"/>
        <location filename="../app/core/history/telemetry.cpp" line="213"/>
        <source>%1: cannot remove the telemetry: %2</source>
        <translation>%1：无法移除遥测数据：%2</translation>
    </message>
    <message>
        <location filename="../app/core/history/telemetry.cpp" line="226"/>
        <location filename="../app/core/history/telemetry.cpp" line="250"/>
        <location filename="../app/core/history/telemetry.cpp" line="262"/>
        <location filename="../app/core/historystore.cpp" line="518"/>
        <location filename="../app/core/historystore.cpp" line="545"/>
        <location filename="../app/core/historystore.cpp" line="692"/>
        <location filename="../app/core/historystore.cpp" line="721"/>
        <location filename="../app/core/historystore.cpp" line="754"/>
        <source>%1: cannot read the runs: %2</source>
        <translation>%1：无法读取运行记录：%2</translation>
    </message>
    <message>
        <location filename="../app/core/history/telemetry.cpp" line="276"/>
        <location filename="../app/core/history/telemetry.cpp" line="294"/>
        <location filename="../app/core/history/telemetry.cpp" line="308"/>
        <location filename="../app/core/history/telemetry.cpp" line="315"/>
        <source>%1: cannot read the telemetry: %2</source>
        <translation>%1：无法读取遥测数据：%2</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="550"/>
        <source>%1: no run with id %2</source>
        <translation>%1：没有 id 为 %2 的运行记录</translation>
    </message>
    <message>
        <location filename="../app/core/history/teamcopy.cpp" line="72"/>
        <location filename="../app/core/history/teamcopy.cpp" line="79"/>
        <source>%1: cannot open the working copy: %2</source>
        <translation>%1：无法打开工作副本：%2</translation>
    </message>
    <message>
        <location filename="../app/core/history/teamcopy.cpp" line="80"/>
        <source>%1: the working copy %2 was unreadable (%3) and is made again from the server</source>
        <translation>%1：工作副本 %2 无法读取（%3），将从服务器重新建立</translation>
    </message>
    <message>
        <location filename="../app/core/history/teamcopy.cpp" line="169"/>
        <location filename="../app/core/history/teamcopy.cpp" line="269"/>
        <source>%1: cannot read the working copy %2: %3</source>
        <translation>%1：无法读取工作副本 %2：%3</translation>
    </message>
    <message>
        <location filename="../app/core/history/teamcopy.cpp" line="207"/>
        <location filename="../app/core/history/teamcopy.cpp" line="211"/>
        <source>%1: cannot update the working copy %2: %3</source>
        <translation>%1：无法更新工作副本 %2：%3</translation>
    </message>
    <message>
        <location filename="../app/core/history/teamcopy.cpp" line="340"/>
        <source>%1 (they are saved in the working copy)</source>
        <translation>%1（它们已保存在工作副本中）</translation>
    </message>
    <message>
        <location filename="../app/core/history/teamcopy.cpp" line="361"/>
        <source>%1: the runs of %2 are stored on the server, but the working copy could not take them (%3); they appear at the next open</source>
        <translation>%1：%2 的运行已存储在服务器上，但工作副本无法接收它们（%3）；下次打开时会出现</translation>
    </message>
    <message>
        <location filename="../app/core/history/teamcopy.cpp" line="496"/>
        <location filename="../app/core/historystore.cpp" line="778"/>
        <source>no run with id %1</source>
        <translation>没有 id 为 %1 的运行记录</translation>
    </message>
    <message>
        <location filename="../app/core/history/teamcopy.cpp" line="492"/>
        <location filename="../app/core/historystore.cpp" line="784"/>
        <source>%1: cannot change the notes of run %2: %3</source>
        <translation>%1：无法修改运行记录 %2 的备注：%3</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="794"/>
        <source>%1: cannot delete the runs: %2</source>
        <translation>%1：无法删除运行记录：%2</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="901"/>
        <source>%1: none of the runs to delete is stored</source>
        <translation>%1：要删除的运行记录均未存储</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="910"/>
        <source>%1: cannot restore the runs: a run key is missing</source>
        <translation>%1：无法恢复运行记录：缺少运行记录键</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="914"/>
        <location filename="../app/core/historystore.cpp" line="918"/>
        <source>%1: cannot restore the runs: %2</source>
        <translation>%1：无法恢复运行记录：%2</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="951"/>
        <source>source %1: %2</source>
        <translation>来源 %1：%2</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="981"/>
        <location filename="../app/core/historystore.cpp" line="1073"/>
        <source>run %1: %2</source>
        <translation>运行记录 %1：%2</translation>
    </message>
    <message>
        <location filename="../app/core/history/profiles.cpp" line="42"/>
        <source>cannot read the calibration state</source>
        <translation>无法读取校准状态</translation>
    </message>
    <message>
        <location filename="../app/core/history/profiles.cpp" line="52"/>
        <source>cannot remove the previous profiles</source>
        <translation>无法移除先前的画像</translation>
    </message>
    <message>
        <location filename="../app/core/history/profiles.cpp" line="57"/>
        <source>cannot prepare the profile delete</source>
        <translation>无法准备画像删除操作</translation>
    </message>
    <message>
        <location filename="../app/core/history/profiles.cpp" line="62"/>
        <source>cannot prepare the profile insert</source>
        <translation>无法准备画像插入操作</translation>
    </message>
    <message>
        <location filename="../app/core/history/profiles.cpp" line="65"/>
        <source>cannot prepare the profile run links</source>
        <translation>无法准备画像与运行记录的关联</translation>
    </message>
    <message>
        <location filename="../app/core/history/profiles.cpp" line="69"/>
        <source>%1: a profile without a name cannot be stored</source>
        <translation>%1：无法存储没有名称的画像</translation>
    </message>
    <message>
        <location filename="../app/core/history/profiles.cpp" line="73"/>
        <source>cannot replace the profile %1</source>
        <translation>无法替换画像 %1</translation>
    </message>
    <message>
        <location filename="../app/core/history/profiles.cpp" line="80"/>
        <source>the profile %1 was refused</source>
        <translation>画像 %1 被拒绝</translation>
    </message>
    <message>
        <location filename="../app/core/history/profiles.cpp" line="87"/>
        <source>the profile %1 cannot refer to run %2</source>
        <translation>画像 %1 无法引用运行记录 %2</translation>
    </message>
    <message>
        <location filename="../app/core/history/profiles.cpp" line="96"/>
        <source>cannot record the calibration state</source>
        <translation>无法记录校准状态</translation>
    </message>
    <message>
        <location filename="../app/core/history/profiles.cpp" line="102"/>
        <source>%1: cannot commit the profiles: %2</source>
        <translation>%1：无法提交画像：%2</translation>
    </message>
    <message>
        <location filename="../app/core/history/profiles.cpp" line="121"/>
        <source>%1: cannot read the profiles: %2</source>
        <translation>%1：无法读取画像：%2</translation>
    </message>
    <message>
        <location filename="../app/core/history/profiles.cpp" line="135"/>
        <source>%1: cannot read the profile runs: %2</source>
        <translation>%1：无法读取画像的运行记录：%2</translation>
    </message>
    <message>
        <location filename="../app/core/history/profiles.cpp" line="200"/>
        <location filename="../app/core/history/profiles.cpp" line="215"/>
        <source>%1: cannot read the calibration state: %2</source>
        <translation>%1：无法读取校准状态：%2</translation>
    </message>
    <message>
        <location filename="../app/core/history/profiles.cpp" line="201"/>
        <location filename="../app/core/history/profiles.cpp" line="216"/>
        <source>not open</source>
        <translation>未打开</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="331"/>
        <source>%1: the history is busy: another program (an import or a calibration) kept it locked for more than %2 s; nothing was changed, try again when it has finished</source>
        <translation>%1：历史记录正忙：另一程序（导入或校准）锁定它已超过 %2 秒；未做任何更改，请待其完成后重试</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="337"/>
        <source>%1: the history cannot be written (%2); nothing was changed. Check that the file and its folder are writable and the disk has space</source>
        <translation>%1：无法写入历史记录（%2）；未做任何更改。请检查文件及其所在文件夹是否可写、磁盘空间是否充足</translation>
    </message>
    <message>
        <location filename="../app/core/history/merge.cpp" line="184"/>
        <location filename="../app/core/history/merge.cpp" line="263"/>
        <location filename="../app/core/historystore.cpp" line="360"/>
        <source>run %1</source>
        <translation>运行记录 %1</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="110"/>
        <source>%1: cannot read the sources: %2</source>
        <translation>%1：无法读取来源：%2</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="478"/>
        <source>%1: cannot record the change of runs: %2</source>
        <translation>%1：无法记录运行记录的变更：%2</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="1003"/>
        <source>telemetry %1: %2</source>
        <translation>遥测 %1：%2</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="1019"/>
        <source>not valid JSON at offset %1: %2</source>
        <translation>偏移 %1 处不是有效的 JSON：%2</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="1022"/>
        <source>not a MoE Planner runs file (&quot;format&quot; is not &quot;moeplan-history-runs&quot;)</source>
        <translation>不是 MoE Planner 运行记录文件（&quot;format&quot; 不是 &quot;moeplan-history-runs&quot;）</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="1024"/>
        <source>runs file version %1 is not supported</source>
        <translation>不支持运行记录文件版本 %1</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="1031"/>
        <source>run %1 is not an object</source>
        <translation>运行记录 %1 不是对象</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="1039"/>
        <source>run %1: unknown column &quot;%2&quot;</source>
        <translation>运行记录 %1：未知列 &quot;%2&quot;</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="1053"/>
        <source>run %1: &quot;%2&quot; must be a string</source>
        <translation>运行记录 %1：&quot;%2&quot; 必须是字符串</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="1058"/>
        <source>run %1: &quot;%2&quot; must be a number</source>
        <translation>运行记录 %1：&quot;%2&quot; 必须是数字</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="1062"/>
        <source>run %1: &quot;%2&quot; must be a whole number</source>
        <translation>运行记录 %1：&quot;%2&quot; 必须是整数</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="1076"/>
        <source>source: %1</source>
        <translation>来源：%1</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="1077"/>
        <source>source: %1; %2</source>
        <translation>来源：%1；%2</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="1081"/>
        <source>holds no runs</source>
        <translation>不含运行记录</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="1090"/>
        <source>%1: the bundled reference history is missing</source>
        <translation>%1：缺少内置的参考历史记录</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="1093"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../app/core/history/runcodec.cpp" line="220"/>
        <source>%1 = %2 ms is outside (0, 1e8] ms</source>
        <translation>%1 = %2 ms 超出 (0, 1e8] ms 范围</translation>
    </message>
    <message>
        <location filename="../app/core/history/runcodec.cpp" line="224"/>
        <source>%1 = %2 is outside [0, %3]</source>
        <translation>%1 = %2 超出 [0, %3] 范围</translation>
    </message>
    <message>
        <location filename="../app/core/history/runcodec.cpp" line="228"/>
        <source>%1 = %2 is outside (0, %3]</source>
        <translation>%1 = %2 超出 (0, %3] 范围</translation>
    </message>
    <message>
        <location filename="../app/core/history/runcodec.cpp" line="232"/>
        <source>%1: the file&apos;s plan multiplies out to more than %2 (at most %3)</source>
        <translation>%1：文件中方案的乘积超过 %2（最多 %3）</translation>
    </message>
    <message>
        <location filename="../app/core/history/runcodec.cpp" line="238"/>
        <source>%1 = %2 is outside [%3, %4]</source>
        <translation>%1 = %2 超出 [%3, %4] 范围</translation>
    </message>
    <message>
        <location filename="../app/core/history/runcodec.cpp" line="247"/>
        <source>no model</source>
        <translation>无模型</translation>
    </message>
    <message>
        <location filename="../app/core/history/runcodec.cpp" line="249"/>
        <source>no GPU kind</source>
        <translation>无 GPU 型号</translation>
    </message>
    <message>
        <location filename="../app/core/history/runcodec.cpp" line="251"/>
        <source>no engine</source>
        <translation>无引擎</translation>
    </message>
    <message>
        <location filename="../app/core/history/runcodec.cpp" line="253"/>
        <source>topology &quot;%1&quot; is neither hgx-ib nor nvl72</source>
        <translation>拓扑 &quot;%1&quot; 既不是 hgx-ib 也不是 nvl72</translation>
    </message>
    <message>
        <location filename="../app/core/history/runcodec.cpp" line="255"/>
        <source>serving &quot;%1&quot; is neither agg nor disagg</source>
        <translation>服务模式 &quot;%1&quot; 既不是 agg 也不是 disagg</translation>
    </message>
    <message>
        <location filename="../app/core/history/runcodec.h" line="330"/>
        <source>not a whole number in range</source>
        <translation>不是范围内的整数</translation>
    </message>
    <message>
        <location filename="../app/core/history/runcodec.h" line="345"/>
        <source>not a number</source>
        <translation>不是数字</translation>
    </message>
    <message>
        <location filename="../app/core/history/runcodec.h" line="370"/>
        <source>the column %1 holds &quot;%2&quot;: %3</source>
        <translation>列 %1 的值为 &quot;%2&quot;：%3</translation>
    </message>
    <message>
        <location filename="../app/core/history/schema.cpp" line="247"/>
        <source>cannot read the schema: %1</source>
        <translation>无法读取架构：%1</translation>
    </message>
    <message>
        <location filename="../app/core/history/schema.cpp" line="251"/>
        <source>holds the %1 &quot;%2&quot;, which is not part of the benchmark history schema (version %3); refused, as it could change or hide runs (remove it with DROP %4 &quot;%2&quot; if you trust the file)</source>
        <translation>包含 %1 &quot;%2&quot;，它不属于基准测试历史记录架构（版本 %3）；已拒绝，因为它可能修改或隐藏运行记录（如果信任该文件，可用 DROP %4 &quot;%2&quot; 将其删除）</translation>
    </message>
    <message>
        <location filename="../app/core/history/schema.cpp" line="261"/>
        <source>lacks the %1 &quot;%2&quot; of schema version %3; not a benchmark history this program wrote</source>
        <translation>缺少架构版本 %3 的 %1 &quot;%2&quot;；不是本程序写入的基准测试历史记录</translation>
    </message>
    <message>
        <location filename="../app/core/history/schema.cpp" line="267"/>
        <source>&quot;%1&quot; is a %2, not a %3 as in schema version %4</source>
        <translation>&quot;%1&quot; 是 %2，而非架构版本 %4 中的 %3</translation>
    </message>
    <message>
        <location filename="../app/core/history/schema.cpp" line="276"/>
        <source>the %1 &quot;%2&quot; has %3, which schema version %4 does not; refused</source>
        <translation>%1 &quot;%2&quot; 含有 %3，而架构版本 %4 中没有；已拒绝</translation>
    </message>
    <message>
        <location filename="../app/core/history/schema.cpp" line="282"/>
        <source>the %1 &quot;%2&quot; lacks %3 of schema version %4; refused</source>
        <translation>%1 &quot;%2&quot; 缺少架构版本 %4 的 %3；已拒绝</translation>
    </message>
    <message>
        <location filename="../app/core/history/schema.cpp" line="285"/>
        <source>the columns of the %1 &quot;%2&quot; are not in the order of schema version %3; refused</source>
        <translation>%1 &quot;%2&quot; 的列顺序与架构版本 %3 不一致；已拒绝</translation>
    </message>
    <message>
        <location filename="../app/core/history/schema.cpp" line="302"/>
        <source>not a readable SQLite database (%1)</source>
        <translation>不是可读取的 SQLite 数据库（%1）</translation>
    </message>
    <message>
        <location filename="../app/core/history/schema.cpp" line="309"/>
        <source>the database is corrupt (%1)</source>
        <translation>数据库已损坏（%1）</translation>
    </message>
    <message>
        <location filename="../app/core/history/schema.cpp" line="326"/>
        <source>a database of another application (application_id %1), not a benchmark history</source>
        <translation>其他应用程序的数据库（application_id %1），不是基准测试历史记录</translation>
    </message>
    <message>
        <location filename="../app/core/history/schema.cpp" line="333"/>
        <source>schema version %1 (PRAGMA user_version) is negative: not a history this program wrote; refused</source>
        <translation>架构版本 %1（PRAGMA user_version）为负数：不是本程序写入的历史记录；已拒绝</translation>
    </message>
    <message>
        <location filename="../app/core/history/schema.cpp" line="340"/>
        <source>schema version %1 is newer than this build reads (%2); update MoE Planner</source>
        <translation>架构版本 %1 高于此版本程序可读取的版本（%2）；请更新 MoE Planner</translation>
    </message>
    <message>
        <location filename="../app/core/history/schema.cpp" line="349"/>
        <source>holds tables of another schema (%1), not a benchmark history</source>
        <translation>包含其他架构的表（%1），不是基准测试历史记录</translation>
    </message>
    <message>
        <location filename="../app/core/history/schema.cpp" line="355"/>
        <source>schema version %1 but the tables sources and runs are missing; not a benchmark history</source>
        <translation>架构版本为 %1，但缺少 sources 表和 runs 表；不是基准测试历史记录</translation>
    </message>
    <message>
        <location filename="../app/core/history/schema.cpp" line="362"/>
        <source>schema version %1 but the tables profiles and profile_runs are missing; not a benchmark history</source>
        <translation>架构版本为 %1，但缺少 profiles 表和 profile_runs 表；不是基准测试历史记录</translation>
    </message>
    <message>
        <location filename="../app/core/history/schema.cpp" line="380"/>
        <source>the runs table lacks the column %1; not a benchmark history of schema version %2</source>
        <translation>runs 表缺少列 %1；不是架构版本 %2 的基准测试历史记录</translation>
    </message>
    <message>
        <location filename="../app/core/history/schema.cpp" line="397"/>
        <source>cannot read: %1</source>
        <translation>无法读取：%1</translation>
    </message>
    <message>
        <location filename="../app/core/history/schema.cpp" line="401"/>
        <source>not an SQLite database</source>
        <translation>不是 SQLite 数据库</translation>
    </message>
</context>
<context>
    <name>moeplan::core::ImportJob</name>
    <message numerus="yes">
        <location filename="../app/core/importjob.cpp" line="100"/>
        <source>... and %Ln more run(s) refused</source>
        <translation>
            <numerusform>……另有 %Ln 条运行记录被拒绝</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/core/importjob.cpp" line="116"/>
        <source>history database</source>
        <translation>历史数据库</translation>
    </message>
    <message>
        <location filename="../app/core/importjob.cpp" line="211"/>
        <source>%1: a folder without files</source>
        <translation>%1：文件夹中没有文件</translation>
    </message>
    <message>
        <location filename="../app/core/telemetryimport.cpp" line="64"/>
        <source>telemetry: %1</source>
        <translation>遥测：%1</translation>
    </message>
    <message>
        <location filename="../app/core/telemetryimport.cpp" line="95"/>
        <source>no run of the history was measured while it was sampled (%1 to %2 UTC); give the run it belongs to with --run ID</source>
        <translation>采样期间（UTC %1 至 %2）历史记录中没有任何运行记录在测量；请用 --run ID 指定其所属的运行记录</translation>
    </message>
    <message>
        <location filename="../app/core/telemetryimport.cpp" line="113"/>
        <source>the file states no times and no result file was imported beside it; give the run it belongs to with --run ID</source>
        <translation>该文件未声明时间，且未与任何结果文件一同导入；请用 --run ID 指定其所属的运行记录</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/telemetryimport.cpp" line="119"/>
        <source>the file states no times and %Ln result files were imported beside it, so which run it belongs to cannot be told; give it with --run ID</source>
        <translation>
            <numerusform>该文件未声明时间，且与 %Ln 个结果文件一同导入，因此无法判断其所属的运行记录；请用 --run ID 指定</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/telemetryimport.cpp" line="136"/>
        <source>sampled over %Ln runs: each is diagnosed on the readings of the whole window (attach one file per run for readings of each)</source>
        <translation>
            <numerusform>采样覆盖 %Ln 条运行记录：每条都按整个时间窗口的读数诊断（如需各自的读数，请为每条运行记录附加一个文件）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>moeplan::core::Importers</name>
    <message>
        <location filename="../app/core/import/aiccsv.cpp" line="69"/>
        <source>%1 is blank</source>
        <translation>%1 为空</translation>
    </message>
    <message>
        <location filename="../app/core/import/aiccsv.cpp" line="75"/>
        <source>%1 must be a whole number in [1, 1e7], not &quot;%2&quot;</source>
        <translation>%1 必须是 [1, 1e7] 内的整数，而不是 &quot;%2&quot;</translation>
    </message>
    <message>
        <location filename="../app/core/import/aiccsv.cpp" line="87"/>
        <source>%1 is blank (no measurement)</source>
        <translation>%1 为空（无测量值）</translation>
    </message>
    <message>
        <location filename="../app/core/import/aiccsv.cpp" line="89"/>
        <source>%1 is not a finite number: &quot;%2&quot;</source>
        <translation>%1 不是有限数值：&quot;%2&quot;</translation>
    </message>
    <message>
        <location filename="../app/core/import/aiccsv.cpp" line="91"/>
        <source>%1 must be positive, not %2</source>
        <translation>%1 必须为正数，而不是 %2</translation>
    </message>
    <message>
        <location filename="../app/core/import/aiccsv.cpp" line="120"/>
        <source>backend is blank</source>
        <translation>backend 为空</translation>
    </message>
    <message>
        <location filename="../app/core/import/aiccsv.cpp" line="175"/>
        <source>mode must be agg or disagg, not &quot;%1&quot;</source>
        <translation>mode 必须为 agg 或 disagg，而不是 &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../app/core/import/aiccsv.cpp" line="192"/>
        <source>silicon_concurrency must be in (0, 1e7], not &quot;%1&quot;</source>
        <translation>silicon_concurrency 必须在 (0, 1e7] 内，而不是 &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../app/core/import/aiccsv.cpp" line="211"/>
        <source>AIConfigurator row %1</source>
        <translation>AIConfigurator 第 %1 行</translation>
    </message>
    <message>
        <location filename="../app/core/import/aiccsv.cpp" line="213"/>
        <source>; 1 prefill and 1 decode worker assumed</source>
        <translation>；假定 1 个预填充工作节点和 1 个解码工作节点</translation>
    </message>
    <message>
        <location filename="../app/core/import/aiccsv.cpp" line="234"/>
        <source>empty CSV</source>
        <translation>空 CSV</translation>
    </message>
    <message>
        <location filename="../app/core/import/aiccsv.cpp" line="244"/>
        <source>not an AIConfigurator measured-runs CSV: the column %1 is missing</source>
        <translation>不是 AIConfigurator 实测运行记录 CSV：缺少列 %1</translation>
    </message>
    <message>
        <location filename="../app/core/import/aiccsv.cpp" line="256"/>
        <source>%1 fields where the header has %2 (truncated?)</source>
        <translation>有 %1 个字段，而表头有 %2 个（文件被截断？）</translation>
    </message>
    <message>
        <location filename="../app/core/import/aiccsv.cpp" line="293"/>
        <location filename="../app/core/import/csvdatabase.cpp" line="286"/>
        <location filename="../app/core/import/genaiperfanalyze.cpp" line="50"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../app/core/import/aiccsv.cpp" line="305"/>
        <location filename="../app/core/import/csvdatabase.cpp" line="253"/>
        <location filename="../app/core/import/genaiperfanalyze.cpp" line="40"/>
        <location filename="../app/core/import/registry.cpp" line="132"/>
        <source>line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <location filename="../app/core/import/aiperf.cpp" line="40"/>
        <source>&quot;%1.%2&quot; must be a number, not &quot;%3&quot;</source>
        <translation>&quot;%1.%2&quot; 必须是数字，而不是 &quot;%3&quot;</translation>
    </message>
    <message>
        <location filename="../app/core/import/aiperf.cpp" line="112"/>
        <source>AIPerf marked it invalid for submission: %1</source>
        <translation>AIPerf 将其标记为不可提交：%1</translation>
    </message>
    <message>
        <location filename="../app/core/import/aiperf.cpp" line="133"/>
        <source>one request of an AIPerf profile_export.jsonl, not a run: import profile_export_aiperf.json from the same folder</source>
        <translation>这是 AIPerf profile_export.jsonl 中的一个请求，不是运行记录：请导入同一文件夹中的 profile_export_aiperf.json</translation>
    </message>
    <message>
        <location filename="../app/core/import/csvdatabase.cpp" line="258"/>
        <source>%1 fields where the header has %2</source>
        <translation>有 %1 个字段，而表头有 %2 个</translation>
    </message>
    <message>
        <location filename="../app/core/import/csvdatabase.cpp" line="268"/>
        <source>%1: &quot;%2&quot; is not a time unit</source>
        <translation>%1：&quot;%2&quot; 不是时间单位</translation>
    </message>
    <message>
        <location filename="../app/core/import/csvdatabase.cpp" line="294"/>
        <source>%1 = %2 is not a whole number in [1, 1e6]</source>
        <translation>%1 = %2 不是 [1, 1e6] 内的整数</translation>
    </message>
    <message>
        <location filename="../app/core/import/csvdatabase.cpp" line="339"/>
        <source>%1: &quot;%2&quot; is not &quot;input,output&quot; lengths</source>
        <translation>%1：&quot;%2&quot; 不是 &quot;input,output&quot; 长度</translation>
    </message>
    <message>
        <location filename="../app/core/import/csvdatabase.cpp" line="367"/>
        <source>%1: no unit stated (neither in the header nor in a %2-unit column); not guessed</source>
        <translation>%1：未注明单位（表头和 %2-unit 列中均未注明）；不做猜测</translation>
    </message>
    <message>
        <location filename="../app/core/import/csvdatabase.cpp" line="411"/>
        <source>a CSV of runs without data rows</source>
        <translation>没有数据行的运行记录 CSV</translation>
    </message>
    <message>
        <location filename="../app/core/import/genaiperf.cpp" line="40"/>
        <source>&quot;%1.%2&quot;: %3</source>
        <translation>&quot;%1.%2&quot;：%3</translation>
    </message>
    <message>
        <location filename="../app/core/import/genaiperfanalyze.cpp" line="61"/>
        <source>genai-perf analyze sweep point %1 (p99 latencies only)</source>
        <translation>genai-perf analyze 扫描点 %1（仅 p99 延迟）</translation>
    </message>
    <message>
        <location filename="../app/core/import/genaiperfanalyze.cpp" line="66"/>
        <source>a genai-perf analyze CSV without sweep rows</source>
        <translation>没有扫描行的 genai-perf analyze CSV</translation>
    </message>
    <message>
        <location filename="../app/core/import/importcommon.cpp" line="53"/>
        <source>deployment: %1</source>
        <translation>部署：%1</translation>
    </message>
    <message>
        <location filename="../app/core/import/importcommon.cpp" line="92"/>
        <source>deployment: invalid plan (tp %1, ep %2)</source>
        <translation>部署：方案无效（tp %1，ep %2）</translation>
    </message>
    <message>
        <location filename="../app/core/import/importcommon.cpp" line="173"/>
        <source>no model: the file names none; give --model</source>
        <translation>无模型：文件未指明；请指定 --model</translation>
    </message>
    <message>
        <location filename="../app/core/import/importcommon.cpp" line="179"/>
        <source>model: the file says &quot;%1&quot;, the deployment &quot;%2&quot;; the file&apos;s is kept</source>
        <translation>模型：文件中为 &quot;%1&quot;，部署中为 &quot;%2&quot;；保留文件中的值</translation>
    </message>
    <message>
        <location filename="../app/core/import/importcommon.cpp" line="186"/>
        <source>model &quot;%1&quot; is not in the catalog: stored as &quot;%2&quot; (calibration skips it until the catalog describes it)</source>
        <translation>模型 &quot;%1&quot; 不在目录中：存储为 &quot;%2&quot;（在目录收录前，校准将跳过它）</translation>
    </message>
    <message>
        <location filename="../app/core/import/importcommon.cpp" line="192"/>
        <source>model as written: %1</source>
        <translation>原始模型名：%1</translation>
    </message>
    <message>
        <location filename="../app/core/import/importcommon.cpp" line="216"/>
        <source>engine: the file says %1, the deployment %2; the file&apos;s is kept</source>
        <translation>引擎：文件中为 %1，部署中为 %2；保留文件中的值</translation>
    </message>
    <message>
        <location filename="../app/core/import/importcommon.cpp" line="221"/>
        <source>the file does not name the serving engine: stored as unknown (give --engine)</source>
        <translation>文件未指明推理服务引擎：存储为未知（请指定 --engine）</translation>
    </message>
    <message>
        <location filename="../app/core/import/importcommon.cpp" line="234"/>
        <source>no GPU kind: the file names none; give --gpu or a deployment</source>
        <translation>无 GPU 型号：文件未指明；请指定 --gpu 或部署</translation>
    </message>
    <message>
        <location filename="../app/core/import/importcommon.cpp" line="240"/>
        <source>GPU: the file says &quot;%1&quot;, the deployment &quot;%2&quot;; the file&apos;s is kept</source>
        <translation>GPU：文件中为 &quot;%1&quot;，部署中为 &quot;%2&quot;；保留文件中的值</translation>
    </message>
    <message>
        <location filename="../app/core/import/importcommon.cpp" line="247"/>
        <source>GPU &quot;%1&quot; is not in the catalog: stored as &quot;%2&quot; (calibration skips it until the catalog describes it)</source>
        <translation>GPU &quot;%1&quot; 不在目录中：存储为 &quot;%2&quot;（在目录收录前，校准将跳过它）</translation>
    </message>
    <message>
        <location filename="../app/core/import/importcommon.cpp" line="253"/>
        <source>GPU as written: %1</source>
        <translation>原始 GPU 名：%1</translation>
    </message>
    <message>
        <location filename="../app/core/import/importcommon.cpp" line="264"/>
        <source>serving: the file says %1, the deployment %2; the file&apos;s is kept</source>
        <translation>服务模式：文件中为 %1，部署中为 %2；保留文件中的值</translation>
    </message>
    <message>
        <location filename="../app/core/import/importcommon.cpp" line="273"/>
        <source>no parallel plan: the file states none; give --plan/--tp/--ep</source>
        <translation>无并行方案：文件未声明；请指定 --plan/--tp/--ep</translation>
    </message>
    <message>
        <location filename="../app/core/import/importcommon.cpp" line="278"/>
        <source>plan: the file says %1, the deployment %2; the file&apos;s is kept</source>
        <translation>方案：文件中为 %1，部署中为 %2；保留文件中的值</translation>
    </message>
    <message>
        <location filename="../app/core/import/importcommon.cpp" line="289"/>
        <source>%1 GPUs do not hold whole replicas of %2 GPUs (TP %3 x DP %4 x PP %5)</source>
        <translation>%1 个 GPU 无法组成整数个 %2 GPU 的副本（TP %3 x DP %4 x PP %5）</translation>
    </message>
    <message>
        <location filename="../app/core/import/importcommon.cpp" line="305"/>
        <source>no prefill/decode plan: the file states none; give a deployment with &quot;prefill&quot; and &quot;decode&quot;</source>
        <translation>无预填充/解码方案：文件未声明；请提供含 &quot;prefill&quot; 和 &quot;decode&quot; 的部署</translation>
    </message>
    <message>
        <location filename="../app/core/import/importcommon.cpp" line="339"/>
        <source>underdetermined (not stated: %1): the batch per decode worker is unknown; stored with the worker counts empty (calibration leaves the run out, predictions span the plausible worker counts)</source>
        <translation>欠定（未给出：%1）：每个 decode 工作节点的批大小未知；已存储，工作节点数量留空（校准不使用此运行，预测覆盖合理的工作节点数量）</translation>
    </message>
    <message>
        <location filename="../app/core/import/importcommon.cpp" line="345"/>
        <source>underdetermined (not stated: %1): the batch per decode worker is unknown; stored with the worker counts empty and %2 GPUs as the least it used (calibration leaves the run out, predictions span the plausible worker counts)</source>
        <translation>欠定（未给出：%1）：每个 decode 工作节点的批大小未知；已存储，工作节点数量留空，GPU 数记为其至少使用的 %2 个（校准不使用此运行，预测覆盖合理的工作节点数量）</translation>
    </message>
    <message>
        <location filename="../app/core/import/importcommon.cpp" line="392"/>
        <source>no latency or throughput measured</source>
        <translation>未测量延迟或吞吐量</translation>
    </message>
    <message>
        <location filename="../app/core/import/importcommon.cpp" line="408"/>
        <source>TPOT: the file gives the median, not the mean; calibration uses the median</source>
        <translation>TPOT：文件给出的是中位数而非平均值；校准使用中位数</translation>
    </message>
    <message>
        <location filename="../app/core/import/importcommon.cpp" line="411"/>
        <source>TTFT: the file gives the median, not the mean; calibration uses the median</source>
        <translation>TTFT：文件给出的是中位数而非平均值；校准使用中位数</translation>
    </message>
    <message>
        <location filename="../app/core/import/importcommon.cpp" line="414"/>
        <source>no TPOT in the file: calibration cannot use this run for decode speed</source>
        <translation>文件中没有 TPOT：校准无法用此运行记录评估解码速度</translation>
    </message>
    <message>
        <location filename="../app/core/import/importcommon.cpp" line="448"/>
        <location filename="../app/core/import/importcommon.cpp" line="481"/>
        <source>&quot;%1&quot; is not finite</source>
        <translation>&quot;%1&quot; 不是有限数值</translation>
    </message>
    <message>
        <location filename="../app/core/import/importcommon.cpp" line="460"/>
        <source>&quot;%1&quot; is not a number</source>
        <translation>&quot;%1&quot; 不是数字</translation>
    </message>
    <message>
        <location filename="../app/core/import/importcommon.cpp" line="472"/>
        <source>not finite</source>
        <translation>非有限数值</translation>
    </message>
    <message>
        <location filename="../app/core/import/importcommon.cpp" line="489"/>
        <source>not a number</source>
        <translation>不是数字</translation>
    </message>
    <message>
        <location filename="../app/core/import/importcommon.cpp" line="500"/>
        <source>&quot;%1&quot; must be a number</source>
        <translation>&quot;%1&quot; 必须是数字</translation>
    </message>
    <message>
        <location filename="../app/core/import/importcommon.cpp" line="505"/>
        <location filename="../app/core/import/mlperf.cpp" line="149"/>
        <location filename="../app/core/import/trtllmbench.cpp" line="50"/>
        <source>&quot;%1&quot;: %2</source>
        <translation>&quot;%1&quot;：%2</translation>
    </message>
    <message>
        <location filename="../app/core/import/importcommon.cpp" line="530"/>
        <source>&quot;%1&quot; must be a string</source>
        <translation>&quot;%1&quot; 必须是字符串</translation>
    </message>
    <message>
        <location filename="../app/core/import/inferencex.cpp" line="48"/>
        <location filename="../app/core/import/trtllmbench.cpp" line="64"/>
        <source>&quot;%1&quot; must be a whole number in [1, 1e6], not %2</source>
        <translation>&quot;%1&quot; 必须是 [1, 1e6] 内的整数，而不是 %2</translation>
    </message>
    <message>
        <location filename="../app/core/import/inferencex.cpp" line="66"/>
        <source>no parallel plan (&quot;tp&quot;)</source>
        <translation>无并行方案（&quot;tp&quot;）</translation>
    </message>
    <message>
        <location filename="../app/core/import/inferencex.cpp" line="80"/>
        <source>no parallel plan (&quot;%1tp&quot;)</source>
        <translation>无并行方案（&quot;%1tp&quot;）</translation>
    </message>
    <message>
        <location filename="../app/core/import/inferencex.cpp" line="154"/>
        <source>negative latency (%1 ms)</source>
        <translation>延迟为负（%1 ms）</translation>
    </message>
    <message>
        <location filename="../app/core/import/inferencex.cpp" line="157"/>
        <source>every latency is zero or missing (a failed run)</source>
        <translation>所有延迟均为零或缺失（运行失败）</translation>
    </message>
    <message>
        <location filename="../app/core/import/inferencex.cpp" line="174"/>
        <source>negative throughput</source>
        <translation>吞吐量为负</translation>
    </message>
    <message>
        <location filename="../app/core/import/inferencex.cpp" line="176"/>
        <location filename="../app/core/import/profileexport.cpp" line="105"/>
        <location filename="../app/core/import/servemetrics.cpp" line="106"/>
        <source>output throughput is zero (a failed run)</source>
        <translation>输出吞吐量为零（运行失败）</translation>
    </message>
    <message>
        <location filename="../app/core/import/inferencex.cpp" line="204"/>
        <source>InferenceX aggregate</source>
        <translation>InferenceX 聚合</translation>
    </message>
    <message>
        <location filename="../app/core/import/llmperf.cpp" line="55"/>
        <source>no request completed (%1 errors): a failed run</source>
        <translation>没有请求完成（%1 个错误）：运行失败</translation>
    </message>
    <message>
        <location filename="../app/core/import/llmperf.cpp" line="56"/>
        <location filename="../app/core/import/servemetrics.cpp" line="37"/>
        <source>no request completed: a failed run</source>
        <translation>没有请求完成：运行失败</translation>
    </message>
    <message>
        <location filename="../app/core/import/llmperf.cpp" line="78"/>
        <source>TPOT derived from the mean e2e latency, TTFT and output length</source>
        <translation>TPOT 由平均端到端延迟、TTFT 和输出长度推算得出</translation>
    </message>
    <message>
        <location filename="../app/core/import/mlperf.cpp" line="112"/>
        <source>an MLPerf compliance (audit) rerun, not a performance result</source>
        <translation>MLPerf 合规性（审计）复跑，不是性能结果</translation>
    </message>
    <message>
        <location filename="../app/core/import/mlperf.cpp" line="124"/>
        <source>an MLPerf summary without &quot;Scenario :&quot;</source>
        <translation>缺少 &quot;Scenario :&quot; 的 MLPerf 摘要</translation>
    </message>
    <message>
        <location filename="../app/core/import/mlperf.cpp" line="128"/>
        <source>an MLPerf %1 run, not a performance run</source>
        <translation>MLPerf %1 运行，不是性能运行</translation>
    </message>
    <message>
        <location filename="../app/core/import/mlperf.cpp" line="135"/>
        <source>the MLPerf summary gives no result (&quot;Result is :&quot;)</source>
        <translation>MLPerf 摘要未给出结果（&quot;Result is :&quot;）</translation>
    </message>
    <message>
        <location filename="../app/core/import/mlperf.cpp" line="136"/>
        <source>LoadGen marked the run %1: not a valid measurement</source>
        <translation>LoadGen 将该运行标记为 %1：不是有效的测量</translation>
    </message>
    <message>
        <location filename="../app/core/import/mlperf.cpp" line="189"/>
        <source>MLPerf %1 scenario</source>
        <translation>MLPerf %1 场景</translation>
    </message>
    <message>
        <location filename="../app/core/import/mlperf.cpp" line="191"/>
        <source>; SUT %1</source>
        <translation>；SUT %1</translation>
    </message>
    <message>
        <location filename="../app/core/import/nonruns.cpp" line="24"/>
        <source>an SGLang bench_one_batch_server result: the latency of one static batch, not a serving benchmark (import bench_serving results instead)</source>
        <translation>SGLang bench_one_batch_server 结果：单个静态批次的延迟，不是服务基准测试（请改为导入 bench_serving 结果）</translation>
    </message>
    <message>
        <location filename="../app/core/import/nonruns.cpp" line="42"/>
        <source>one request of vLLM&apos;s multi-turn benchmark statistics (no run summary, model or date): not a run</source>
        <translation>vLLM 多轮基准测试统计中的一个请求（无运行摘要、模型或日期）：不是运行记录</translation>
    </message>
    <message>
        <location filename="../app/core/import/nonruns.cpp" line="58"/>
        <source>an AIPerf multi-run aggregate (confidence statistics over runs, no model or configuration): import each run&apos;s profile_export_aiperf.json instead</source>
        <translation>AIPerf 多次运行汇总（跨运行的置信度统计，无模型或配置）：请改为导入每次运行的 profile_export_aiperf.json</translation>
    </message>
    <message>
        <location filename="../app/core/import/profilecsv.cpp" line="76"/>
        <source>model and concurrency from %1 beside it</source>
        <translation>模型和并发数取自旁边的 %1</translation>
    </message>
    <message>
        <location filename="../app/core/import/profilecsv.cpp" line="93"/>
        <source>model and concurrency from the GenAI-Perf artifact folder name %1</source>
        <translation>模型和并发数取自 GenAI-Perf 产物文件夹名 %1</translation>
    </message>
    <message>
        <location filename="../app/core/import/profilecsv.cpp" line="143"/>
        <source>line %1: %2 %3: %4</source>
        <translation>第 %1 行：%2 %3：%4</translation>
    </message>
    <message>
        <location filename="../app/core/import/profilecsv.cpp" line="159"/>
        <source>an AIPerf/GenAI-Perf CSV without metrics</source>
        <translation>不含指标的 AIPerf/GenAI-Perf CSV</translation>
    </message>
    <message>
        <location filename="../app/core/import/profileexport.cpp" line="17"/>
        <source>a cancelled run (was_cancelled is true): not a valid measurement</source>
        <translation>已取消的运行（was_cancelled 为 true）：不是有效的测量</translation>
    </message>
    <message>
        <location filename="../app/core/import/profileexport.cpp" line="23"/>
        <source>core metrics missing (time_to_first_token, request_latency, inter_token_latency): a cancelled or failed run</source>
        <translation>缺少核心指标（time_to_first_token、request_latency、inter_token_latency）：运行已取消或失败</translation>
    </message>
    <message>
        <location filename="../app/core/import/profileexport.cpp" line="30"/>
        <source>no request completed (request_count 0): a failed run</source>
        <translation>没有请求完成（request_count 为 0）：运行失败</translation>
    </message>
    <message>
        <location filename="../app/core/import/profileexport.cpp" line="34"/>
        <source>a non-streaming run: no TTFT or TPOT</source>
        <translation>非流式运行：没有 TTFT 或 TPOT</translation>
    </message>
    <message>
        <location filename="../app/core/import/profileexport.cpp" line="50"/>
        <source>%1 has the unit &quot;%2&quot;, not a time</source>
        <translation>%1 的单位为 &quot;%2&quot;，不是时间</translation>
    </message>
    <message>
        <location filename="../app/core/import/profileexport.cpp" line="91"/>
        <location filename="../app/core/import/servemetrics.cpp" line="76"/>
        <source>every latency is zero (a failed run)</source>
        <translation>所有延迟均为零（运行失败）</translation>
    </message>
    <message>
        <location filename="../app/core/import/profileexport.cpp" line="94"/>
        <source>a latency is not positive (%1 ms)</source>
        <translation>存在非正的延迟（%1 ms）</translation>
    </message>
    <message>
        <location filename="../app/core/import/profileexport.cpp" line="102"/>
        <source>a throughput is negative or not finite</source>
        <translation>存在为负或非有限的吞吐量</translation>
    </message>
    <message>
        <location filename="../app/core/import/registry.cpp" line="61"/>
        <source>not a recognised benchmark result (no vLLM/SGLang mean_ttft_ms or mean_tpot_ms, no AIPerf/GenAI-Perf metrics, no InferenceX tput_per_gpu, no LLMPerf results_*)</source>
        <translation>不是可识别的基准测试结果（没有 vLLM/SGLang 的 mean_ttft_ms 或 mean_tpot_ms、AIPerf/GenAI-Perf 指标、InferenceX 的 tput_per_gpu 或 LLMPerf 的 results_*）</translation>
    </message>
    <message>
        <location filename="../app/core/import/registry.cpp" line="95"/>
        <source>element %1</source>
        <translation>元素 %1</translation>
    </message>
    <message>
        <location filename="../app/core/import/registry.cpp" line="99"/>
        <location filename="../app/core/import/registry.cpp" line="141"/>
        <source>not a JSON object</source>
        <translation>不是 JSON 对象</translation>
    </message>
    <message>
        <location filename="../app/core/import/registry.cpp" line="106"/>
        <source>an empty JSON array: holds no benchmark result</source>
        <translation>空 JSON 数组：不含基准测试结果</translation>
    </message>
    <message>
        <location filename="../app/core/import/registry.cpp" line="117"/>
        <source>not valid JSON (truncated?) at offset %1: %2</source>
        <translation>偏移 %1 处不是有效的 JSON（文件被截断？）：%2</translation>
    </message>
    <message>
        <location filename="../app/core/import/registry.cpp" line="140"/>
        <source>not valid JSON (truncated?): %1</source>
        <translation>不是有效的 JSON（文件被截断？）：%1</translation>
    </message>
    <message>
        <location filename="../app/core/import/registry.cpp" line="148"/>
        <location filename="../app/core/import/registry.cpp" line="293"/>
        <source>holds no benchmark result</source>
        <translation>不含基准测试结果</translation>
    </message>
    <message>
        <location filename="../app/core/import/registry.cpp" line="164"/>
        <location filename="../app/core/import/registry.cpp" line="342"/>
        <source>larger than 200 MB; refused</source>
        <translation>大于 200 MB；已拒绝</translation>
    </message>
    <message>
        <location filename="../app/core/import/registry.cpp" line="170"/>
        <source>an SQLite database; merge it as a history database</source>
        <translation>SQLite 数据库；请作为历史数据库合并</translation>
    </message>
    <message>
        <location filename="../app/core/import/registry.cpp" line="177"/>
        <source>a binary file, not a benchmark result</source>
        <translation>二进制文件，不是基准测试结果</translation>
    </message>
    <message>
        <location filename="../app/core/import/registry.cpp" line="188"/>
        <source>empty file</source>
        <translation>空文件</translation>
    </message>
    <message>
        <location filename="../app/core/import/registry.cpp" line="255"/>
        <source>not a recognised benchmark result (expected vLLM, SGLang, AIPerf, GenAI-Perf, InferenceX or LLMPerf JSON, an AIPerf/GenAI-Perf CSV, an MLPerf LoadGen summary, or a CSV of runs)</source>
        <translation>不是可识别的基准测试结果（应为 vLLM、SGLang、AIPerf、GenAI-Perf、InferenceX 或 LLMPerf JSON，AIPerf/GenAI-Perf CSV，MLPerf LoadGen 摘要，或运行记录 CSV）</translation>
    </message>
    <message>
        <location filename="../app/core/import/registry.cpp" line="299"/>
        <source>no usable record (%1 refused; first: %2)</source>
        <translation>没有可用记录（拒绝 %1 条；第一条：%2）</translation>
    </message>
    <message>
        <location filename="../app/core/import/registry.cpp" line="321"/>
        <source>no such file</source>
        <translation>文件不存在</translation>
    </message>
    <message>
        <location filename="../app/core/import/registry.cpp" line="326"/>
        <source>is a directory</source>
        <translation>是目录</translation>
    </message>
    <message>
        <location filename="../app/core/import/registry.cpp" line="328"/>
        <source>a named pipe, not a file: only regular files are read</source>
        <translation>命名管道，不是文件：只读取普通文件</translation>
    </message>
    <message>
        <location filename="../app/core/import/registry.cpp" line="331"/>
        <source>a device, not a file: only regular files are read</source>
        <translation>设备，不是文件：只读取普通文件</translation>
    </message>
    <message>
        <location filename="../app/core/import/registry.cpp" line="333"/>
        <source>not a regular file: only regular files are read</source>
        <translation>不是普通文件：只读取普通文件</translation>
    </message>
    <message>
        <location filename="../app/core/import/registry.cpp" line="337"/>
        <location filename="../app/core/import/registry.cpp" line="345"/>
        <source>cannot read: %1</source>
        <translation>无法读取：%1</translation>
    </message>
    <message>
        <location filename="../app/core/import/registry.cpp" line="373"/>
        <source>%1: larger than 200 MB; refused</source>
        <translation>%1：大于 200 MB；已拒绝</translation>
    </message>
    <message>
        <location filename="../app/core/import/servemetrics.cpp" line="14"/>
        <source>%1 = %2 is outside [0, %3]</source>
        <translation>%1 = %2 超出 [0, %3] 范围</translation>
    </message>
    <message>
        <location filename="../app/core/import/servemetrics.cpp" line="36"/>
        <source>no request completed (%1 failed): a failed run</source>
        <translation>没有请求完成（%1 个失败）：运行失败</translation>
    </message>
    <message>
        <location filename="../app/core/import/servemetrics.cpp" line="40"/>
        <source>&quot;completed&quot; = %1 is not a whole number of requests</source>
        <translation>&quot;completed&quot; = %1 不是整数个请求</translation>
    </message>
    <message>
        <location filename="../app/core/import/servemetrics.cpp" line="93"/>
        <source>TPOT derived from e2e latency and TTFT is not positive</source>
        <translation>由端到端延迟和 TTFT 推算的 TPOT 不为正</translation>
    </message>
    <message>
        <location filename="../app/core/import/servemetrics.cpp" line="110"/>
        <source>input tokens per request</source>
        <translation>每个请求的输入 token 数</translation>
    </message>
    <message>
        <location filename="../app/core/import/servemetrics.cpp" line="112"/>
        <source>output tokens per request</source>
        <translation>每个请求的输出 token 数</translation>
    </message>
    <message>
        <location filename="../app/core/import/sglang.cpp" line="125"/>
        <source>server_info of one %1 server only</source>
        <translation>仅有一个 %1 服务器的 server_info</translation>
    </message>
    <message>
        <location filename="../app/core/import/sglang.cpp" line="149"/>
        <location filename="../app/core/import/vllm.cpp" line="96"/>
        <source>no TTFT or TPOT (mean or median)</source>
        <translation>没有 TTFT 或 TPOT（平均值或中位数）</translation>
    </message>
    <message>
        <location filename="../app/core/import/sglang.cpp" line="156"/>
        <source>&quot;max_concurrency&quot; must be positive, not %1</source>
        <translation>&quot;max_concurrency&quot; 必须为正数，而不是 %1</translation>
    </message>
    <message>
        <location filename="../app/core/import/sglang.cpp" line="197"/>
        <source>tag %1</source>
        <translation>标签 %1</translation>
    </message>
    <message>
        <location filename="../app/core/import/vllm.cpp" line="78"/>
        <source>a pooling (embedding) benchmark, not a generation run</source>
        <translation>池化（嵌入）基准测试，不是生成运行</translation>
    </message>
    <message>
        <location filename="../app/core/import/vllm.cpp" line="85"/>
        <source>benchmark_outcome.status is &quot;failed&quot;%1: not a valid measurement</source>
        <translation>benchmark_outcome.status 为 &quot;failed&quot;%1：不是有效的测量</translation>
    </message>
    <message>
        <location filename="../app/core/import/vllm.cpp" line="107"/>
        <source>&quot;%1&quot; must be positive, not %2</source>
        <translation>&quot;%1&quot; 必须为正数，而不是 %2</translation>
    </message>
    <message>
        <location filename="../app/core/import/vllm.cpp" line="138"/>
        <source>label %1</source>
        <translation>标签 %1</translation>
    </message>
    <message>
        <location filename="../app/core/import/vllm.cpp" line="153"/>
        <source>a PyTorch-benchmark sidecar (*.pytorch.json) of a vLLM result: it repeats single metrics; import the result file beside it</source>
        <translation>vLLM 结果的 PyTorch 基准测试附属文件（*.pytorch.json）：只重复单项指标；请导入旁边的结果文件</translation>
    </message>
</context>
<context>
    <name>moeplan::core::InputErrorText</name>
    <message>
        <location filename="../app/core/inputerror.cpp" line="15"/>
        <location filename="../app/core/inputerror.cpp" line="20"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>moeplan::core::Messages</name>
    <message>
        <location filename="../app/core/messages.cpp" line="22"/>
        <source>%1 is empty</source>
        <translation>%1 为空</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="24"/>
        <source>%1 = %2 %3 is outside (%4, %5] %3</source>
        <translation>%1 = %2 %3 超出 (%4, %5] %3 范围</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="26"/>
        <source>%1 = %2 %3 is not above %4 %3, the least the model takes</source>
        <translation>%1 = %2 %3 不高于 %4 %3，即模型接受的最小值</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="29"/>
        <source>%1 = %2 %3 is below the BF16 peak (%4 %3); dense peaks grow as precision narrows</source>
        <translation>%1 = %2 %3 低于 BF16 峰值（%4 %3）；稠密峰值随精度降低而升高</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="33"/>
        <source>%1 = %2 %3 is below the FP8/BF16 peak (%4 %3)</source>
        <translation>%1 = %2 %3 低于 FP8/BF16 峰值（%4 %3）</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="36"/>
        <source>%1 = %2 %3 is outside [%4, %5] %3</source>
        <translation>%1 = %2 %3 超出 [%4, %5] %3 范围</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="38"/>
        <source>%1 must cite at least one source</source>
        <translation>%1 必须至少注明一个来源</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="40"/>
        <source>%1 must be positive (got %2)</source>
        <translation>%1 必须为正数（实际为 %2）</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="42"/>
        <source>%1 must not be negative (got %2)</source>
        <translation>%1 不能为负数（实际为 %2）</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="44"/>
        <source>%1 must be between 0 and layers (got %2)</source>
        <translation>%1 必须介于 0 与 layers 之间（实际为 %2）</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="46"/>
        <source>%1: MLA attention needs kv_lora_rank and v_head_dim</source>
        <translation>%1：MLA 注意力需要 kv_lora_rank 和 v_head_dim</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="48"/>
        <source>%1: GQA attention needs kv_heads and head_dim</source>
        <translation>%1：GQA 注意力需要 kv_heads 和 head_dim</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="50"/>
        <source>%1 = %2 exceeds attention.heads</source>
        <translation>%1 = %2 超过 attention.heads</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="52"/>
        <source>%1: MoE layers need experts and expert_ffn</source>
        <translation>%1：MoE 层需要 experts 和 expert_ffn</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="54"/>
        <source>%1 = %2 must be in [1, experts]</source>
        <translation>%1 = %2 必须在 [1, experts] 范围内</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="56"/>
        <source>%1: dense layers need dense_ffn</source>
        <translation>%1：稠密层需要 dense_ffn</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="58"/>
        <source>%1 must offer at least one precision</source>
        <translation>%1 必须至少提供一种精度</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="60"/>
        <source>%1 is not among the offered precisions</source>
        <translation>%1 不在所提供的精度之中</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="62"/>
        <source>%1 must be in (0, 4] bytes</source>
        <translation>%1 必须在 (0, 4] 字节范围内</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="64"/>
        <source>%1 = %2 %3 disagrees by more than 25% with the %4 %3 its architecture fields add up to</source>
        <translation>%1 = %2 %3 与其架构字段合计的 %4 %3 相差超过 25%</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="76"/>
        <source>prefill workers</source>
        <translation>prefill 工作节点</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="78"/>
        <source>decode workers</source>
        <translation>decode 工作节点</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="80"/>
        <source>a plan that holds the weights, which the stated one cannot</source>
        <translation>能容纳权重的并行方案，声明的方案无法容纳</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="85"/>
        <source>batch per worker</source>
        <translation>每个工作节点的批大小</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="87"/>
        <source>%1 and %2</source>
        <translation>%1和%2</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="89"/>
        <source>%1, %2 and %3</source>
        <translation>%1、%2和%3</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="99"/>
        <source>GPU count must be between 1 and %2 (got %1)</source>
        <translation>GPU 数量必须在 1 到 %2 之间（当前为 %1）</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="103"/>
        <source>batch must be between 1 and %2 (got %1)</source>
        <translation>批大小必须在 1 到 %2 之间（当前为 %1）</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="107"/>
        <source>the plan needs %1 GPUs but only %2 are given</source>
        <translation>该方案需要 %1 个 GPU，但只提供了 %2 个</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="111"/>
        <source>%1 GPUs cannot be used by a plan of %2 GPUs: the count must be a multiple of %2</source>
        <translation>%2 GPU 的方案无法使用 %1 个 GPU：数量必须是 %2 的倍数</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="117"/>
        <source>invalid parallel plan: tp %1 must be at least 1 and divide ep %2</source>
        <translation>并行方案无效：tp %1 必须至少为 1 且能整除 ep %2</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="121"/>
        <source>acceptance length must be at least 1.0 (got %1)</source>
        <translation>接受长度必须至少为 1.0（当前为 %1）</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="123"/>
        <source>acceptance length %1 exceeds draft tokens + 1 = %2</source>
        <translation>接受长度 %1 超过草稿 token 数 + 1 = %2</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="127"/>
        <source>draft tokens must be between 0 and 64 (got %1)</source>
        <translation>草稿 token 数必须在 0 到 64 之间（当前为 %1）</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="129"/>
        <source>isl and osl must be between 1 and 10000000 tokens (got isl %1, osl %2)</source>
        <translation>isl 和 osl 必须在 1 到 10000000 个 token 之间（当前 isl %1，osl %2）</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="134"/>
        <source>unknown model (see `moeplan-cli catalog`)</source>
        <translation>未知模型（参见 `moeplan-cli catalog`）</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="136"/>
        <source>unknown GPU kind (see `moeplan-cli catalog`)</source>
        <translation>未知 GPU 型号（参见 `moeplan-cli catalog`）</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="138"/>
        <source>precision not offered for this model (see `moeplan-cli catalog`)</source>
        <translation>此模型不提供该精度（参见 `moeplan-cli catalog`）</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="140"/>
        <source>topology nvl72 needs a GPU kind with a 72-GPU NVLink domain (this one has %1)</source>
        <translation>nvl72 拓扑需要具有 72 GPU NVLink 域的 GPU 型号（此型号为 %1）</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="144"/>
        <source>NIC speed must be a positive number of Gb/s (got %1)</source>
        <translation>NIC 速率必须是正的 Gb/s 数值（当前为 %1）</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="146"/>
        <source>calibration parameter out of range (got %1, limit %2)</source>
        <translation>校准参数超出范围（当前为 %1，上限 %2）</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="150"/>
        <source>the model produced no finite result for this scenario</source>
        <translation>模型对此场景未得出有限结果</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="152"/>
        <source>sizing target out of range (got %1): the target tokens/s must be positive, the per-user floor and the TTFT limit zero or more</source>
        <translation>规模目标超出范围（当前为 %1）：目标 tokens/s 必须为正，单用户下限和 TTFT 上限必须为零或更大</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="157"/>
        <source>unknown error</source>
        <translation>未知错误</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="164"/>
        <source>does not fit in GPU memory</source>
        <translation>GPU 显存放不下</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="166"/>
        <source>the GPU has no tensor cores for this precision; it runs at a wider one</source>
        <translation>该 GPU 没有此精度的 Tensor Core；将以更宽的精度运行</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="169"/>
        <source>an NVL72 GPU kind placed in 8-GPU HGX nodes is hypothetical</source>
        <translation>将 NVL72 GPU 型号置于 8 GPU HGX 节点中属于假设情形</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="171"/>
        <source>fewer sequences than attention data-parallel ranks: some ranks idle</source>
        <translation>序列数少于注意力数据并行 rank 数：部分 rank 空闲</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="173"/>
        <source>a collective spans NVLink domains over InfiniBand</source>
        <translation>集合通信经 InfiniBand 跨越多个 NVLink 域</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="175"/>
        <source>draft tokens with acceptance length 1.0 cost time and earn nothing</source>
        <translation>接受长度为 1.0 时，草稿 token 只耗费时间而没有收益</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="177"/>
        <source>tensor parallelism exceeds the KV heads: KV cache is replicated</source>
        <translation>张量并行度超过 KV 头数：KV 缓存被复制</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="179"/>
        <source>the prefill pool cannot keep up: clients wait for their first token and the decode batch runs below its size</source>
        <translation>预填充池跟不上：客户端在等待首个令牌，解码批次低于其设定大小</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="191"/>
        <source>Attention</source>
        <translation>注意力</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="193"/>
        <source>Dense &amp; shared weights</source>
        <translation>稠密及共享权重</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="195"/>
        <source>Routed experts</source>
        <translation>路由专家</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="197"/>
        <source>Prefill chunks</source>
        <translation>预填充分块</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="199"/>
        <source>TP collectives</source>
        <translation>TP 集合通信</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="201"/>
        <source>EP dispatch/combine</source>
        <translation>EP dispatch/combine</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="203"/>
        <source>Drafter</source>
        <translation>草稿模型</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="205"/>
        <source>Fixed overhead</source>
        <translation>固定开销</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="216"/>
        <source>compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="218"/>
        <source>memory bandwidth</source>
        <translation>显存带宽</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="220"/>
        <source>interconnect</source>
        <translation>互连</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="222"/>
        <source>fixed overhead</source>
        <translation>固定开销</translation>
    </message>
</context>
<context>
    <name>moeplan::core::PlannerDocument</name>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="85"/>
        <source>model &quot;%1&quot; (shown as %2)</source>
        <translation>模型 &quot;%1&quot;（显示为 %2）</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="92"/>
        <source>GPU kind &quot;%1&quot; (shown as %2)</source>
        <translation>GPU 型号 &quot;%1&quot;（显示为 %2）</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="97"/>
        <source>precision &quot;%1&quot; (shown at the default precision)</source>
        <translation>精度 &quot;%1&quot;（以默认精度显示）</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="104"/>
        <source>%1: names %2, which this machine&apos;s catalog does not have</source>
        <translation>%1：引用了 %2，而本机目录中没有</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="105"/>
        <location filename="../app/core/plannerdocument.cpp" line="114"/>
        <source> and </source>
        <translation> 和 </translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="110"/>
        <source>%1 names %2, which this machine&apos;s catalog does not have (a user catalog entry from another machine?). It is open as an untitled copy; add the entry (Model &gt; Add from config.json..., GPU &gt; New GPU kind...) and open the file again to see it as saved.</source>
        <translation>%1 引用了 %2，而本机目录中没有（可能是来自另一台机器的用户目录条目？）。已作为未命名副本打开；请添加该条目（模型 &gt; 从 config.json 添加...，GPU &gt; 新建 GPU 型号...），然后重新打开文件即可按保存时的状态查看。</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="204"/>
        <source>GPU count %1</source>
        <translation>GPU 数量 %1</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="215"/>
        <source>Topology %1</source>
        <translation>拓扑 %1</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="227"/>
        <source>Acceptance length %1</source>
        <translation>接受长度 %1</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="236"/>
        <source>Draft tokens %1</source>
        <translation>草稿 token 数 %1</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="243"/>
        <source>Batch %1</source>
        <translation>批大小 %1</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="258"/>
        <source>Model %1</source>
        <translation>模型 %1</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="274"/>
        <source>GPU kind %1</source>
        <translation>GPU 型号 %1</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="282"/>
        <source>NIC %1 Gb/s</source>
        <translation>NIC %1 Gb/s</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="282"/>
        <source>NIC speed of the GPU kind</source>
        <translation>GPU 型号的 NIC 速率</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="314"/>
        <source>Plan: best</source>
        <translation>方案：最优</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="320"/>
        <source>Plan: TP</source>
        <translation>方案：TP</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="326"/>
        <source>Plan: EP</source>
        <translation>方案：EP</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="332"/>
        <source>Plan: TP-8 replicas</source>
        <translation>方案：TP-8 副本</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="350"/>
        <source>TP size: disaggregated serving sets the TP size of each pool.</source>
        <translation>TP 规模：分离式服务为每个池单独设置 TP 规模。</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="352"/>
        <source>TP size %1 is out of range (1 to %2).</source>
        <translation>TP 规模 %1 超出范围（1 到 %2）。</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="362"/>
        <source>TP size %1 x %2 replicas needs %3 GPUs, more than %4.</source>
        <translation>TP 规模 %1 x %2 个副本需要 %3 个 GPU，超过 %4。</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="372"/>
        <source>TP size %1 must divide the EP size %2 (the DP-attention width is EP / TP).</source>
        <translation>TP 规模 %1 必须能整除 EP 规模 %2（DP 注意力宽度为 EP / TP）。</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="377"/>
        <source>TP %1</source>
        <translation>TP %1</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="385"/>
        <source>EP size: disaggregated serving sets the EP size of each pool.</source>
        <translation>EP 规模：分离式服务为每个池单独设置 EP 规模。</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="387"/>
        <source>EP size applies to the EP + DP attention plan; this plan has no expert parallelism.</source>
        <translation>EP 规模适用于 EP + DP 注意力方案；此方案没有专家并行。</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="390"/>
        <source>EP size %1 is out of range (1 to %2).</source>
        <translation>EP 规模 %1 超出范围（1 到 %2）。</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="392"/>
        <source>EP size %1 must be a multiple of the TP size %2.</source>
        <translation>EP 规模 %1 必须是 TP 规模 %2 的倍数。</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="395"/>
        <source>EP size %1 x %2 replicas needs %3 GPUs, more than %4.</source>
        <translation>EP 规模 %1 x %2 个副本需要 %3 个 GPU，超过 %4。</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="403"/>
        <source>EP %1</source>
        <translation>EP %1</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="411"/>
        <source>DP-attention width: disaggregated serving sets it for each pool.</source>
        <translation>DP 注意力宽度：分离式服务为每个池单独设置。</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="414"/>
        <source>DP attention applies to the EP + DP attention plan; this plan has one attention copy per replica.</source>
        <translation>DP 注意力适用于 EP + DP 注意力方案；此方案每个副本只有一份注意力。</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="417"/>
        <source>DP-attention width %1 is out of range (1 to %2).</source>
        <translation>DP 注意力宽度 %1 超出范围（1 到 %2）。</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="421"/>
        <source>TP %1 x DP %2 x %3 replicas needs %4 GPUs, more than %5.</source>
        <translation>TP %1 x DP %2 x %3 个副本需要 %4 个 GPU，超过 %5。</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="430"/>
        <source>DP attention %1</source>
        <translation>DP 注意力 %1</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="438"/>
        <source>Replicas: disaggregated serving sets the worker count of each pool.</source>
        <translation>副本：分离式服务为每个池单独设置工作节点数量。</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="441"/>
        <source>Replicas: the plan&apos;s TP size does not divide its EP size.</source>
        <translation>副本：方案的 TP 规模不能整除其 EP 规模。</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="443"/>
        <source>%1 replicas of %2 GPUs is out of range (1 to %3 GPUs).</source>
        <translation>%1 个 %2 GPU 副本超出范围（1 到 %3 个 GPU）。</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="451"/>
        <source>Replicas %1</source>
        <translation>副本 %1</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="465"/>
        <source>Aggregated serving</source>
        <translation>聚合式服务</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="471"/>
        <source>Disaggregated serving: the plan&apos;s TP size does not divide its EP size.</source>
        <translation>分离式服务：方案的 TP 规模不能整除其 EP 规模。</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="477"/>
        <source>Disaggregated serving needs a prefill worker of %1 GPUs beside the decode workers: %2 GPUs, more than %3. Choose a smaller plan first.</source>
        <translation>分离式服务除解码工作节点外，还需要一个 %1 GPU 的预填充工作节点：共 %2 个 GPU，超过 %3。请先选择更小的方案。</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="482"/>
        <source>Disaggregated serving</source>
        <translation>分离式服务</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="499"/>
        <source>Prefill pool</source>
        <translation>预填充池</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="499"/>
        <source>Decode pool</source>
        <translation>解码池</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="501"/>
        <source>%1: the pools apply to disaggregated serving.</source>
        <translation>%1：池仅适用于分离式服务。</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="505"/>
        <source>%1: TP, DP, EP and workers must be 1 to %2.</source>
        <translation>%1：TP、DP、EP 和工作节点数必须在 1 到 %2 之间。</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="507"/>
        <source>%1: batch per worker %2 is out of range (0 = the Batch setting, up to %3).</source>
        <translation>%1：每个工作节点的批大小 %2 超出范围（0 = 使用“批大小”设置，最大 %3）。</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="513"/>
        <source>%1: TP %2 x DP %3 is more than %4 GPUs per worker.</source>
        <translation>%1：TP %2 x DP %3 超过每个工作节点 %4 个 GPU。</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="524"/>
        <source>%1: EP size %2 must divide TP %3 x DP %4 = %5.</source>
        <translation>%1：EP 规模 %2 必须能整除 TP %3 x DP %4 = %5。</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="535"/>
        <source>%1: the pools would need %2 GPUs, more than %3.</source>
        <translation>%1：这些池将需要 %2 个 GPU，超过 %3。</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="541"/>
        <source>Prefill pool %1 x %2 GPUs</source>
        <translation>预填充池 %1 x %2 GPU</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="542"/>
        <source>Decode pool %1 x %2 GPUs</source>
        <translation>解码池 %1 x %2 GPU</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="550"/>
        <source>Input length %1</source>
        <translation>输入长度 %1</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="557"/>
        <source>Output length %1</source>
        <translation>输出长度 %1</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="564"/>
        <source>Precision %1</source>
        <translation>精度 %1</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="571"/>
        <source>Engine %1</source>
        <translation>引擎 %1</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="578"/>
        <source>Calibration %1</source>
        <translation>校准 %1</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="588"/>
        <source>Pin scenario</source>
        <translation>固定场景</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="588"/>
        <source>Unpin</source>
        <translation>取消固定</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="598"/>
        <source>Swap with pinned scenario</source>
        <translation>与固定场景交换</translation>
    </message>
</context>
<context>
    <name>moeplan::core::Planning</name>
    <message>
        <location filename="../app/core/planning.cpp" line="69"/>
        <source>datasheet (typical efficiencies, uncalibrated)</source>
        <translation>数据手册（典型效率，未校准）</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/planning.cpp" line="71"/>
        <source>%1 (fitted %2 on %Ln run(s), in-sample median TPOT error %3%)</source>
        <translation>
            <numerusform>%1（基于 %Ln 条运行记录拟合于 %2，样本内 TPOT 误差中位数 %3%）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/core/planning.cpp" line="114"/>
        <source>ideal (datasheet peaks, overhead %1 ms)</source>
        <translation>理想值（数据手册峰值，开销 %1 ms）</translation>
    </message>
    <message>
        <location filename="../app/core/planning.cpp" line="137"/>
        <source>calibrated: %1</source>
        <translation>已校准：%1</translation>
    </message>
    <message>
        <location filename="../app/core/planning.cpp" line="159"/>
        <source>transferred from %1</source>
        <translation>迁移自 %1</translation>
    </message>
    <message>
        <location filename="../app/core/planning.cpp" line="170"/>
        <source>profile %1</source>
        <translation>画像 %1</translation>
    </message>
    <message>
        <location filename="../app/core/planning.cpp" line="179"/>
        <source>unknown calibration profile &quot;%1&quot; (see moeplan-cli calibrate)</source>
        <translation>未知校准画像 &quot;%1&quot;（参见 moeplan-cli calibrate）</translation>
    </message>
    <message>
        <location filename="../app/core/planning.cpp" line="181"/>
        <source>calibration profile &quot;%1&quot; needs --db with calibration profiles</source>
        <translation>校准画像 &quot;%1&quot; 需要含校准画像的 --db</translation>
    </message>
    <message>
        <location filename="../app/core/planning.cpp" line="198"/>
        <source>; GPU kind %1 is the user&apos;s datasheet, never measured: its 80% interval is the one measured on GPU kinds held out of the fit</source>
        <translation>；GPU 型号 %1 来自用户数据手册，从未实测：其 80% 区间取自拟合时留出的 GPU 型号上的实测结果</translation>
    </message>
    <message>
        <location filename="../app/core/planning.cpp" line="201"/>
        <source>; GPU kind %1 is the user&apos;s datasheet, never measured</source>
        <translation>；GPU 型号 %1 来自用户数据手册，从未实测</translation>
    </message>
    <message>
        <location filename="../app/core/planning.cpp" line="207"/>
        <source>; model %1 is from the user catalog, with no fitted architecture offset</source>
        <translation>；模型 %1 来自用户目录，没有拟合的架构偏移</translation>
    </message>
    <message>
        <location filename="../app/core/planning.cpp" line="258"/>
        <source>; no profile of %1&apos;s own: one measured load of this deployment would correct the others</source>
        <translation>；%1 没有自己的配置文件：测量此部署的一个负载即可校正其余负载</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/planning.cpp" line="280"/>
        <source>; corrected by this deployment&apos;s %Ln measured run(s) at other loads (TPOT ×%1, TTFT ×%2)</source>
        <translation>
            <numerusform>；已按此部署在其他负载下的 %Ln 次实测运行校正（TPOT ×%1，TTFT ×%2）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/core/planning.cpp" line="390"/>
        <source>%1 has no %2 form</source>
        <translation>%1 没有 %2 形态</translation>
    </message>
    <message>
        <location filename="../app/core/planning.cpp" line="392"/>
        <source>NVL72</source>
        <translation>NVL72</translation>
    </message>
    <message>
        <location filename="../app/core/planning.cpp" line="392"/>
        <source>HGX</source>
        <translation>HGX</translation>
    </message>
    <message>
        <location filename="../app/core/planning.cpp" line="404"/>
        <source>unknown model &quot;%1&quot;</source>
        <translation>未知模型 &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../app/core/planning.cpp" line="406"/>
        <source>unknown GPU kind &quot;%1&quot;</source>
        <translation>未知 GPU 型号 &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../app/core/planning.cpp" line="408"/>
        <source>precision &quot;%1&quot; is not offered for %2</source>
        <translation>%2 不提供精度 &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../app/core/planning.cpp" line="679"/>
        <source>Best across plans</source>
        <translation>各方案中的最优</translation>
    </message>
    <message>
        <location filename="../app/core/planning.cpp" line="688"/>
        <source>%1 aggregated</source>
        <comment>a plan label, e.g. EP-24 aggregated</comment>
        <translation>%1 聚合式</translation>
    </message>
    <message>
        <location filename="../app/core/planning.cpp" line="699"/>
        <source>no plan fits in memory at these GPU counts</source>
        <translation>在这些 GPU 数量下没有方案能放入显存</translation>
    </message>
    <message>
        <location filename="../app/core/planning.cpp" line="879"/>
        <source>%1× %2 %3, TP-%4 EP-%5</source>
        <translation>%1× %2 %3，TP-%4 EP-%5</translation>
    </message>
    <message>
        <location filename="../app/core/planning.cpp" line="883"/>
        <source>%1× %2 %3, P %4×%5 + D %6×%7</source>
        <translation>%1× %2 %3，P %4×%5 + D %6×%7</translation>
    </message>
    <message>
        <location filename="../app/core/planning.cpp" line="888"/>
        <source>%1 %2, disaggregated, worker counts not stated</source>
        <translation>%1 %2，分离式，未给出工作节点数</translation>
    </message>
    <message>
        <location filename="../app/core/planning.cpp" line="890"/>
        <source>run %1: %2, %3, concurrency %4, %5 ms/token, %6 tokens/s</source>
        <translation>运行记录 %1：%2，%3，并发 %4，%5 ms/token，%6 tokens/s</translation>
    </message>
    <message>
        <location filename="../app/core/planning.cpp" line="895"/>
        <source> (derived: concurrency × OSL / (TTFT + (OSL − 1) × TPOT); the run states no throughput)</source>
        <translation>（推导值：并发 × OSL / (TTFT + (OSL − 1) × TPOT)；该运行记录未给出吞吐量）</translation>
    </message>
</context>
<context>
    <name>moeplan::core::Recommend</name>
    <message>
        <location filename="../app/core/recommend.cpp" line="177"/>
        <source>unknown GPU kind &quot;%1&quot; (see `moeplan-cli catalog`)</source>
        <translation>未知 GPU 型号 &quot;%1&quot;（参见 `moeplan-cli catalog`）</translation>
    </message>
    <message>
        <location filename="../app/core/recommend.cpp" line="229"/>
        <source>TP replicas</source>
        <translation>TP 副本</translation>
    </message>
    <message>
        <location filename="../app/core/recommend.cpp" line="232"/>
        <source>EP, DP attention</source>
        <translation>EP，DP 注意力</translation>
    </message>
    <message>
        <location filename="../app/core/recommend.cpp" line="235"/>
        <source>TP x EP</source>
        <translation>TP x EP</translation>
    </message>
    <message>
        <location filename="../app/core/recommend.cpp" line="238"/>
        <source>%1, disaggregated</source>
        <translation>%1，分离式</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/recommend.cpp" line="246"/>
        <source>%1, %Ln run(s) measured</source>
        <translation>
            <numerusform>%1，已实测 %Ln 次运行</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/core/recommend.cpp" line="280"/>
        <source>not placeable: this GPU kind has no 72-GPU NVLink domain</source>
        <translation>无法放置：此 GPU 型号没有 72 GPU 的 NVLink 域</translation>
    </message>
    <message>
        <location filename="../app/core/recommend.cpp" line="281"/>
        <source>not placeable: this GPU kind comes only as an NVL72 rack</source>
        <translation>无法放置：此 GPU 型号只以 NVL72 机柜形式提供</translation>
    </message>
    <message>
        <location filename="../app/core/recommend.cpp" line="283"/>
        <source>memory: no plan holds the weights and one sequence&apos;s KV cache in HBM</source>
        <translation>显存：没有方案能在 HBM 中容纳权重和单个序列的 KV 缓存</translation>
    </message>
    <message>
        <location filename="../app/core/recommend.cpp" line="286"/>
        <source>overhead wall: at most %1 tokens/s per user at the lightest load, below the floor of %2; the fixed per-step overhead binds, more GPUs do not help</source>
        <translation>开销墙：最轻负载下单用户最多 %1 tokens/s，低于下限 %2；受每步固定开销约束，增加 GPU 无济于事</translation>
    </message>
    <message>
        <location filename="../app/core/recommend.cpp" line="292"/>
        <source>interconnect: at most %1 tokens/s per user at the lightest load, below the floor of %2; exposed communication binds</source>
        <translation>互连：最轻负载下单用户最多 %1 tokens/s，低于下限 %2；受暴露通信约束</translation>
    </message>
    <message>
        <location filename="../app/core/recommend.cpp" line="298"/>
        <source>SLA: %1 tokens/s per user at most (lightest load), below the floor of %2</source>
        <translation>SLA：单用户最多 %1 tokens/s（最轻负载），低于下限 %2</translation>
    </message>
    <message>
        <location filename="../app/core/recommend.cpp" line="302"/>
        <source>TTFT: at best %1 ms, above the limit of %2 ms</source>
        <translation>TTFT：最好为 %1 ms，高于上限 %2 ms</translation>
    </message>
    <message>
        <location filename="../app/core/recommend.cpp" line="304"/>
        <source>TTFT: no plan meets the limit of %1 ms</source>
        <translation>TTFT：没有方案满足 %1 ms 的上限</translation>
    </message>
    <message>
        <location filename="../app/core/recommend.cpp" line="307"/>
        <source>GPU budget: %1 of the %2 tokens/s at the floor within the GPU limit</source>
        <translation>GPU 预算：在 GPU 上限内，满足下限时只能达到 %2 tokens/s 中的 %1</translation>
    </message>
    <message>
        <location filename="../app/core/recommend.cpp" line="310"/>
        <source>the model cannot evaluate this workload on this GPU kind</source>
        <translation>模型无法在此 GPU 型号上评估此负载</translation>
    </message>
</context>
<context>
    <name>moeplan::core::ReportData</name>
    <message>
        <location filename="../app/core/reportdata.cpp" line="102"/>
        <source>Throughput frontier: %1 on %2</source>
        <translation>吞吐量边界：%1，%2</translation>
    </message>
    <message>
        <location filename="../app/core/reportdata.cpp" line="104"/>
        <source>Where the step time goes: %1 on %2</source>
        <translation>步时间去向：%1，%2</translation>
    </message>
    <message>
        <location filename="../app/core/reportdata.cpp" line="106"/>
        <source>Scaling with GPU count: %1, %2</source>
        <translation>随 GPU 数量扩展：%1，%2</translation>
    </message>
    <message>
        <location filename="../app/core/reportdata.cpp" line="124"/>
        <source>NVL72 (72-GPU NVLink domains joined by InfiniBand)</source>
        <translation>NVL72（72 GPU NVLink 域经 InfiniBand 互连）</translation>
    </message>
    <message>
        <location filename="../app/core/reportdata.cpp" line="125"/>
        <source>HGX+IB (8-GPU NVLink nodes joined by InfiniBand)</source>
        <translation>HGX+IB（8 GPU NVLink 节点经 InfiniBand 互连）</translation>
    </message>
    <message>
        <location filename="../app/core/reportdata.cpp" line="127"/>
        <source>drafter %1 draft tokens per step, acceptance length %2</source>
        <translation>草稿模型每步 %1 个草稿 token，接受长度 %2</translation>
    </message>
    <message>
        <location filename="../app/core/reportdata.cpp" line="130"/>
        <source>no drafter</source>
        <translation>无草稿模型</translation>
    </message>
    <message>
        <location filename="../app/core/reportdata.cpp" line="142"/>
        <source>Model %1, precision %2</source>
        <translation>模型 %1，精度 %2</translation>
    </message>
    <message>
        <location filename="../app/core/reportdata.cpp" line="143"/>
        <source>%1 × %2 on %3</source>
        <translation>%1 × %2，%3</translation>
    </message>
    <message>
        <location filename="../app/core/reportdata.cpp" line="144"/>
        <source>plan %1 with %2 sequences in flight per decode worker</source>
        <translation>方案 %1，每个解码工作节点 %2 个并发序列</translation>
    </message>
    <message>
        <location filename="../app/core/reportdata.cpp" line="147"/>
        <source>plan %1 with %2 sequences in flight per replica</source>
        <translation>方案 %1，每个副本 %2 个并发序列</translation>
    </message>
    <message>
        <location filename="../app/core/reportdata.cpp" line="150"/>
        <source>input/output %1/%2 tokens</source>
        <translation>输入/输出 %1/%2 个 token</translation>
    </message>
    <message>
        <location filename="../app/core/reportdata.cpp" line="151"/>
        <source>engine %1</source>
        <translation>引擎 %1</translation>
    </message>
    <message>
        <location filename="../app/core/reportdata.cpp" line="152"/>
        <source>calibration %1 [%2]</source>
        <translation>校准 %1 [%2]</translation>
    </message>
    <message>
        <location filename="../app/core/reportdata.cpp" line="156"/>
        <source>80% band of TPOT assumed at -33%/+50% (uncalibrated)</source>
        <translation>TPOT 的 80% 区间假定为 -33%/+50%（未校准）</translation>
    </message>
    <message>
        <location filename="../app/core/reportdata.cpp" line="158"/>
        <source>80% band of TPOT from how far the history&apos;s measured loads fall from their deployments&apos; other loads</source>
        <translation>TPOT 的 80% 区间取自历史中各实测负载与其部署其他负载的偏离程度</translation>
    </message>
    <message>
        <location filename="../app/core/reportdata.cpp" line="160"/>
        <source>80% band of TPOT from the calibration&apos;s cross-validated error</source>
        <translation>TPOT 的 80% 区间取自校准的交叉验证误差</translation>
    </message>
    <message>
        <location filename="../app/core/reportdata.cpp" line="163"/>
        <source>MoE Planner %1 (model estimates, not measurements)</source>
        <translation>MoE Planner %1（模型估算值，非实测值）</translation>
    </message>
    <message>
        <location filename="../app/core/reportdata.cpp" line="330"/>
        <source>No deployment meets the target; nearest: %1, %2 on %3 GPUs, %4 tokens/s at %5 tokens/s per user</source>
        <translation>没有满足目标的部署；最接近：%1，%2，%3 个 GPU，%4 tokens/s，单用户 %5 tokens/s</translation>
    </message>
    <message>
        <location filename="../app/core/reportdata.cpp" line="339"/>
        <source>No deployment meets the target.</source>
        <translation>没有满足目标的部署。</translation>
    </message>
</context>
<context>
    <name>moeplan::core::RunCheckJob</name>
    <message>
        <location filename="../app/core/runcheckjob.cpp" line="68"/>
        <source>%1: no such history database</source>
        <translation>%1：没有这个历史数据库</translation>
    </message>
</context>
<context>
    <name>moeplan::core::RunCheckText</name>
    <message numerus="yes">
        <location filename="../app/core/runcheck.cpp" line="62"/>
        <source>%1 agrees with this deployment&apos;s %Ln other measured load(s): the model is off by a factor of %2 for the whole deployment, not for this load.</source>
        <translation>
            <numerusform>%1 与该部署其他 %Ln 个已测负载一致：模型对整个部署偏差 %2 倍，而不是对这一负载。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/runcheck.cpp" line="67"/>
        <source>%1 agrees with the model and with this deployment&apos;s %Ln other measured load(s).</source>
        <translation>
            <numerusform>%1 与模型以及该部署其他 %Ln 个已测负载一致。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/runcheck.cpp" line="79"/>
        <source>%1 disagrees with this deployment&apos;s %Ln other measured load(s): measured %2, %3× the %4 they imply (80% band %5). Check this run: a cold start, a warm-up, another engine build or setting?</source>
        <translation>
            <numerusform>%1 与该部署其他 %Ln 个已测负载不符：实测 %2，是它们推得的 %4 的 %3 倍（80% 区间 %5）。请检查此运行：冷启动、预热、其他引擎版本或设置？</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/runcheck.cpp" line="86"/>
        <source>%1 is outside the 80% band of this deployment&apos;s %Ln other measured load(s): measured %2, %3× the %4 they imply (band %5). One load in five falls outside such a band.</source>
        <translation>
            <numerusform>%1 超出该部署其他 %Ln 个已测负载给出的 80% 区间：实测 %2，是它们推得的 %4 的 %3 倍（区间 %5）。每五个负载中就有一个落在这样的区间之外。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/core/runcheck.cpp" line="96"/>
        <source>%1 is inside the model&apos;s 80% band.</source>
        <translation>%1 在模型的 80% 区间内。</translation>
    </message>
    <message>
        <location filename="../app/core/runcheck.cpp" line="100"/>
        <source>%1 measured %2 is %3× the model&apos;s %4 (80% band %5).</source>
        <translation>%1 实测 %2，是模型 %4 的 %3 倍（80% 区间 %5）。</translation>
    </message>
    <message>
        <location filename="../app/core/runcheck.cpp" line="34"/>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <location filename="../app/core/runcheck.cpp" line="40"/>
        <source>%1–%2 ms</source>
        <translation>%1–%2 ms</translation>
    </message>
    <message>
        <location filename="../app/core/runcheck.cpp" line="145"/>
        <location filename="../app/core/runcheck.cpp" line="256"/>
        <source>This run cannot be set beside the model: %1</source>
        <translation>无法将此运行与模型对照：%1</translation>
    </message>
    <message>
        <location filename="../app/core/runcheck.cpp" line="165"/>
        <source>The model cannot predict this run: %1</source>
        <translation>模型无法预测此运行：%1</translation>
    </message>
    <message>
        <location filename="../app/core/runcheck.cpp" line="177"/>
        <source>The run leaves its deployment underdetermined (%1): the model&apos;s interval spans the plausible deployments, and the run is not compared with other loads.</source>
        <translation>该运行的部署信息不足（%1）：模型的区间覆盖所有合理的部署，且不与其他负载比较。</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/runcheck.cpp" line="184"/>
        <source>The run does not state its worker counts; it is checked as %1 prefill and %2 decode worker(s), which the %Ln stated run(s) of its deployment all ran.</source>
        <translation>
            <numerusform>该运行未给出工作节点数；按其部署已声明的 %Ln 条运行记录都使用的 %1 个 prefill 和 %2 个 decode 工作节点进行检查。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/core/runcheck.cpp" line="200"/>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <location filename="../app/core/runcheck.cpp" line="202"/>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <location filename="../app/core/runcheck.cpp" line="207"/>
        <source>No other load of this deployment is in the history, so whether the run or the model is off cannot be told.</source>
        <translation>历史中没有该部署的其他负载，因此无法判断是运行还是模型有偏差。</translation>
    </message>
</context>
<context>
    <name>moeplan::core::RunDiagnosisText</name>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="77"/>
        <source>compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="79"/>
        <source>memory bandwidth</source>
        <translation>显存带宽</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="81"/>
        <source>interconnect</source>
        <translation>互连</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="83"/>
        <source>per-step overhead</source>
        <translation>每步开销</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="85"/>
        <source>load imbalance</source>
        <translation>负载不均衡</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="94"/>
        <source>1. Compute utilisation</source>
        <translation>1. 计算利用率</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="96"/>
        <source>2. HBM traffic</source>
        <translation>2. HBM 流量</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="98"/>
        <source>3. Communication</source>
        <translation>3. 通信</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="100"/>
        <source>4. Step time vs tokens</source>
        <translation>4. 步时间与 token 对照</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="110"/>
        <source>uneven across GPUs</source>
        <translation>各 GPU 间不均衡</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="112"/>
        <source>not measured</source>
        <translation>未测量</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="119"/>
        <source>near its ceiling: compute binds</source>
        <translation>接近上限：受计算约束</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="120"/>
        <source>rules compute out</source>
        <translation>排除计算</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="122"/>
        <source>near its ceiling: memory binds</source>
        <translation>接近上限：受显存约束</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="123"/>
        <source>rules memory out</source>
        <translation>排除显存</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="125"/>
        <source>the exchange binds</source>
        <translation>受数据交换约束</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="126"/>
        <source>rules the exchange out</source>
        <translation>排除数据交换</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="128"/>
        <source>time no counter accounts for</source>
        <translation>无计数器可解释的时间</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="129"/>
        <source>the step is accounted for</source>
        <translation>步时间已全部解释</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="138"/>
        <source>More compute pays off: more GPUs, a faster GPU kind or a lower precision.</source>
        <translation>增加算力有效：更多 GPU、更快的 GPU 型号或更低的精度。</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="141"/>
        <source>Fewer bytes per token: lower-precision weights or KV cache, a larger batch per step, experts spread wider.</source>
        <translation>减少每 token 字节数：更低精度的权重或 KV 缓存、更大的每步批大小、更广泛地分布专家。</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="145"/>
        <source>Placement and overlap: keep the exchange inside one NVLink domain, fewer expert-parallel ranks across the network, dispatch and combine overlapped with compute. More GPUs make it worse.</source>
        <translation>放置与重叠：将数据交换限制在一个 NVLink 域内、减少跨网络的专家并行 rank、让 dispatch 和 combine 与计算重叠。增加 GPU 会使情况更糟。</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="150"/>
        <source>Engine overhead: CUDA graphs, fewer kernel launches and less per-step scheduling; more tokens per step (batch, speculative decoding) amortise it.</source>
        <translation>引擎开销：CUDA Graphs、更少的内核启动和更少的每步调度；每步更多 token（批大小、推测解码）可摊薄开销。</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="154"/>
        <source>Rebalance: move live work between replicas, or route requests by load.</source>
        <translation>重新均衡：在副本间迁移在途任务，或按负载路由请求。</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="157"/>
        <source>Take an Nsight Systems trace (nsys stats --report cuda_gpu_kern_sum): only the time inside collectives tells a stalled exchange from imbalance or overhead.</source>
        <translation>采集 Nsight Systems 跟踪（nsys stats --report cuda_gpu_kern_sum）：只有集合通信内的耗时才能区分数据交换停滞与负载不均衡或开销。</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="190"/>
        <source>nsys CUDA kernel summary</source>
        <translation>nsys CUDA 内核摘要</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="200"/>
        <source>measured TPOT</source>
        <translation>实测 TPOT</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="209"/>
        <source>of %1 TFLOP/s dense peak</source>
        <translation>占 %1 TFLOP/s 稠密峰值</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="210"/>
        <source>of the dense peak</source>
        <translation>占稠密峰值</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="213"/>
        <source>of %1 TB/s HBM peak</source>
        <translation>占 %1 TB/s HBM 峰值</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="214"/>
        <source>of the HBM peak</source>
        <translation>占 HBM 峰值</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="216"/>
        <source>of the step inside collectives (measured: of GPU kernel time)</source>
        <translation>占步时间中集合通信的比例（实测：占 GPU 内核时间）</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="218"/>
        <source>of the step no counter accounts for</source>
        <translation>占步时间中无计数器可解释的比例</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="222"/>
        <source>GPU_UTIL reads %1 while compute is ruled out: the devices are occupied (waiting in a collective or on memory), not computing. GPU_UTIL is no evidence of compute.</source>
        <translation>GPU_UTIL 读数为 %1，但已排除计算：设备处于占用状态（在集合通信或显存上等待），而非在计算。GPU_UTIL 不能作为计算约束的证据。</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="234"/>
        <source>the engine runs fewer FLOPs or slower kernels than modelled, or the telemetry is of another phase</source>
        <translation>引擎执行的 FLOP 少于模型预期或内核慢于模型预期，或者遥测数据来自其他阶段</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="237"/>
        <source>the engine does more arithmetic than modelled (e.g. prefill beside decode), or the telemetry is of another phase</source>
        <translation>引擎执行的运算多于模型预期（例如预填充与解码并行），或者遥测数据来自其他阶段</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="242"/>
        <source>the engine reads fewer bytes than modelled, or the telemetry is of another phase</source>
        <translation>引擎读取的字节少于模型预期，或者遥测数据来自其他阶段</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="245"/>
        <source>the engine reads more bytes than modelled (KV cache, recomputation), or the telemetry is of another phase</source>
        <translation>引擎读取的字节多于模型预期（KV 缓存、重计算），或者遥测数据来自其他阶段</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="252"/>
        <source>the exchange is better hidden or smaller than modelled</source>
        <translation>数据交换比模型预期掩盖得更好或量更小</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="253"/>
        <source>the exchange is slower or less overlapped than modelled</source>
        <translation>数据交换比模型预期更慢或重叠更少</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="257"/>
        <source>the measured step is shorter than the model&apos;s compute, memory and exchange: the model is slow for this deployment</source>
        <translation>实测步时间短于模型的计算、显存和数据交换时间：模型对此部署估计偏慢</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="260"/>
        <source>the measured step is longer than the model accounts for</source>
        <translation>实测步时间长于模型可解释的时间</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="264"/>
        <source>%1 measured %2 where the model expects %3: %4.</source>
        <translation>%1 实测为 %2，模型预期为 %3：%4。</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="269"/>
        <source>Only SM_ACTIVE was measured: SMs hosting collective kernels count as active, so a high value cannot confirm compute; the model&apos;s value stands in.</source>
        <translation>仅测量了 SM_ACTIVE：运行集合通信内核的 SM 也计为活跃，因此高值无法确认计算约束；以模型值代替。</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="299"/>
        <source>run %1: the model cannot place it: %2</source>
        <translation>运行记录 %1：模型无法放置：%2</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="311"/>
        <location filename="../app/core/rundiagnosis.cpp" line="435"/>
        <source>run %1: %2</source>
        <translation>运行记录 %1：%2</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="320"/>
        <source>Run %1: %2 on %3 x %4 (%5), concurrency %6</source>
        <translation>运行记录 %1：%2，%3 x %4（%5），并发 %6</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="324"/>
        <source>Run %1: %2 on %3 x %4 (%5), concurrency not stated</source>
        <translation>运行记录 %1：%2，%3 x %4（%5），未给出并发数</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="327"/>
        <source>datasheet</source>
        <translation>数据手册</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="334"/>
        <source>The run leaves out %1: the model&apos;s readings assume %2 prefill and %3 decode worker(s), %4 sequence(s) per decode worker, which may not be what ran.</source>
        <translation>该运行缺少%1：模型读数假定 %2 个预填充工作节点和 %3 个解码工作节点，每个解码工作节点 %4 个序列，这可能与实际运行不符。</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="342"/>
        <source>The run leaves out %1: the model&apos;s readings assume the stated plan, which may not be what ran.</source>
        <translation>该运行缺少%1：模型读数假定所述方案，这可能与实际运行不符。</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="358"/>
        <source>run %1: the catalog does not describe the model &quot;%2&quot;</source>
        <translation>运行记录 %1：目录中没有模型 &quot;%2&quot; 的描述</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="361"/>
        <source>run %1: the catalog does not describe the GPU kind &quot;%2&quot;</source>
        <translation>运行记录 %1：目录中没有 GPU 型号 &quot;%2&quot; 的描述</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="379"/>
        <source>run %1 does not state its prefill and decode workers: the planner cannot lay it out</source>
        <translation>运行记录 %1 未声明其预填充和解码工作节点：规划器无法布局</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="398"/>
        <source>run %1: TP-%2 x DP-%3 attention with EP-%4 experts is not a plan the planner lays out (EP spans the attention ranks)</source>
        <translation>运行记录 %1：TP-%2 x DP-%3 注意力配合 EP-%4 专家不是规划器可布局的方案（EP 跨越注意力 rank）</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="412"/>
        <source>run %1: data-parallel attention without expert parallelism is not a plan the planner lays out</source>
        <translation>运行记录 %1：无专家并行的数据并行注意力不是规划器可布局的方案</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="431"/>
        <source>run %1 states no load (concurrency or batch)</source>
        <translation>运行记录 %1 未声明负载（并发数或批大小）</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/rundiagnosis.cpp" line="510"/>
        <source>Model: step %1 ms; telemetry of %Ln GPU(s); parameters: %2</source>
        <translation>
            <numerusform>模型：步时间 %1 ms；%Ln 个 GPU 的遥测数据；参数：%2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="514"/>
        <source>Model: step %1 ms; no telemetry: the model&apos;s readings; parameters: %2</source>
        <translation>模型：步时间 %1 ms；无遥测数据：使用模型读数；参数：%2</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="521"/>
        <source>%1: not measured (model %2 %3; near at %4)</source>
        <translation>%1：未测量（模型 %2 %3；接近上限阈值 %4）</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="527"/>
        <source>%1 (an upper bound)</source>
        <translation>%1（上界）</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="529"/>
        <source>%1, spread %2 across GPUs</source>
        <translation>%1，各 GPU 间离散度 %2</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="531"/>
        <source>%1: measured %2, model %3 %4 (near at %5): %6</source>
        <translation>%1：实测 %2，模型 %3 %4（接近上限阈值 %5）：%6</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="536"/>
        <source> [%1]</source>
        <translation> [%1]</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="538"/>
        <source> - far from the model</source>
        <translation> - 与模型差距较大</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="542"/>
        <source>GPU_UTIL %1 (shown, never counted as compute)</source>
        <translation>GPU_UTIL %1（仅显示，不计为计算）</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="544"/>
        <source>Binding: %1</source>
        <translation>约束项：%1</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="546"/>
        <source> (no reading at its ceiling: the nearest one)</source>
        <translation> (没有读数达到上限：取最接近者)</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="548"/>
        <source> (likely: the confirming reading is missing)</source>
        <translation> (可能：缺少确认读数)</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="551"/>
        <source>Lever: %1</source>
        <translation>调优手段：%1</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="553"/>
        <source>Finding: %1</source>
        <translation>发现：%1</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="555"/>
        <source>Note: %1</source>
        <translation>注意：%1</translation>
    </message>
</context>
<context>
    <name>moeplan::core::RunsTableModel</name>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="34"/>
        <location filename="../app/core/runstablemodel.cpp" line="40"/>
        <source>TP-%1</source>
        <translation>TP-%1</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="36"/>
        <source>EP-%1</source>
        <translation>EP-%1</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="38"/>
        <source>DP-%1</source>
        <translation>DP-%1</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="77"/>
        <source>The run states no throughput: ≈ marks the one its clients imply, concurrency × OSL over each request&apos;s end-to-end time (stated, else TTFT + (OSL − 1) × TPOT), as a closed loop without think time runs.</source>
        <translation>该运行未给出吞吐量：≈ 标出其客户端所隐含的吞吐量，即并发数 × OSL 除以每个请求的端到端时间（若已给出，否则为 TTFT + (OSL − 1) × TPOT），按无思考时间的闭环计算。</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="92"/>
        <source>P %1×%2 / D %3×%4</source>
        <translation>P %1×%2 / D %3×%4</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="96"/>
        <source>TP-%1 · EP-%2 · DP-%3</source>
        <translation>TP-%1 · EP-%2 · DP-%3</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="98"/>
        <source> · PP-%1</source>
        <translation> · PP-%1</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="101"/>
        <source>%1× %2</source>
        <translation>%1× %2</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="124"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="128"/>
        <source>≥ %1</source>
        <translation>≥ %1</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="140"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="149"/>
        <source>≈ %1</source>
        <translation>≈ %1</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="152"/>
        <source>reference</source>
        <translation>参考</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="187"/>
        <source>%1 (not in catalog)</source>
        <translation>%1（不在目录中）</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="204"/>
        <source>This TPOT disagrees with this deployment&apos;s other measured loads; the Model tab says by how much. Check the run (a cold start, a warm-up, another engine build or setting?) before calibrating on it.</source>
        <translation>此 TPOT 与该部署的其他实测负载不一致；“模型”选项卡给出相差多少。在以其校准之前请检查该运行（冷启动、预热、其他引擎版本或设置？）。</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="207"/>
        <source>This TTFT disagrees with this deployment&apos;s other measured loads; the Model tab says by how much. Check the run (a cold start, a warm-up, another engine build or setting?) before calibrating on it.</source>
        <translation>此 TTFT 与该部署的其他实测负载不一致；“模型”选项卡给出相差多少。在以其校准之前请检查该运行（冷启动、预热、其他引擎版本或设置？）。</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="212"/>
        <source>The catalog does not describe this model: its runs are kept but not calibrated on until it does</source>
        <translation>目录中没有此模型的描述：其运行记录会保留，但在目录收录前不参与校准</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="214"/>
        <source>The catalog does not describe this GPU kind: its runs are kept but not calibrated on until it does</source>
        <translation>目录中没有此 GPU 型号的描述：其运行记录会保留，但在目录收录前不参与校准</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="219"/>
        <source>Underdetermined: the file does not state the prefill and decode workers, so the batch per decode worker is unknown.</source>
        <translation>欠定：文件未给出 prefill 和 decode 工作节点数量，因此每个 decode 工作节点的批大小未知。</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="222"/>
        <source>Underdetermined: the file does not state the prefill workers, so the batch per decode worker is unknown.</source>
        <translation>欠定：文件未给出 prefill 工作节点数量，因此每个 decode 工作节点的批大小未知。</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="224"/>
        <source>Underdetermined: the file does not state the decode workers, so the batch per decode worker is unknown.</source>
        <translation>欠定：文件未给出 decode 工作节点数量，因此每个 decode 工作节点的批大小未知。</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="227"/>
        <source>When the stated runs of its deployment all ran the same worker counts, calibration and predictions take theirs; otherwise calibration leaves this run out and its predictions span the worker counts the history makes plausible. GPUs is the least it used (one worker of each).</source>
        <translation>若其部署已声明的运行记录都使用相同的工作节点数，校准和预测即采用这些数量；否则校准不使用此运行，其预测覆盖历史记录认为合理的工作节点数量。GPU 数为其至少使用的数量（各一个工作节点）。</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="238"/>
        <source>Configured %1, achieved %2</source>
        <translation>配置值 %1，实际值 %2</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="240"/>
        <location filename="../app/core/runstablemodel.cpp" line="241"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="265"/>
        <source>When the benchmark ran (ISO 8601)</source>
        <translation>基准测试运行时间（ISO 8601）</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="267"/>
        <source>All GPUs of the deployment (prefill and decode when disaggregated)</source>
        <translation>部署的全部 GPU（分离式时包括预填充和解码）</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="269"/>
        <source>Parallel plan of one replica: tensor, expert and attention data parallel sizes; P/D: prefill and decode workers</source>
        <translation>单个副本的并行方案：张量并行、专家并行和注意力数据并行规模；P/D：预填充和解码工作节点</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="272"/>
        <source>The client&apos;s concurrency limit (else the mean requests in flight)</source>
        <translation>客户端并发上限（否则为平均在途请求数）</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="274"/>
        <source>Input and output tokens per request</source>
        <translation>每个请求的输入和输出 token 数</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="276"/>
        <source>Mean time per output token, milliseconds</source>
        <translation>平均每输出 token 时间，毫秒</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="278"/>
        <source>Mean time to first token, milliseconds</source>
        <translation>平均首 token 时间，毫秒</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="280"/>
        <source>Output tokens per second, all requests; ≈ where the run states none and its concurrency, TTFT and TPOT imply it</source>
        <translation>每秒输出 token 数，所有请求合计；≈ 表示该运行未给出、由其并发数、TTFT 和 TPOT 推算</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="283"/>
        <source>Published reference data bundled with MoE Planner</source>
        <translation>MoE Planner 内置的已公开参考数据</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="292"/>
        <source>Measured</source>
        <translation>测量时间</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="294"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="296"/>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="298"/>
        <source>Engine</source>
        <translation>引擎</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="300"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="302"/>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="304"/>
        <source>Topology</source>
        <translation>拓扑</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="306"/>
        <source>Plan</source>
        <translation>方案</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="308"/>
        <source>Concurrency</source>
        <translation>并发数</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="310"/>
        <source>ISL / OSL (tokens)</source>
        <translation>ISL / OSL（token）</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="312"/>
        <source>TPOT (ms)</source>
        <translation>TPOT (ms)</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="314"/>
        <source>TTFT (ms)</source>
        <translation>TTFT (ms)</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="316"/>
        <source>Output (tokens/s)</source>
        <translation>输出 (tokens/s)</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="318"/>
        <source>Reference</source>
        <translation>参考</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="320"/>
        <source>Source file</source>
        <translation>源文件</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="322"/>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="347"/>
        <source>%1: the history changed while it was read; refresh the list</source>
        <translation>%1：读取期间历史记录发生了变化；请刷新列表</translation>
    </message>
</context>
<context>
    <name>moeplan::core::ScenarioText</name>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="27"/>
        <source>Model id or alias (default kimi-k2.6).</source>
        <translation>模型 id 或别名（默认 kimi-k2.6）。</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="29"/>
        <source>GPU kind id or alias (default b300).</source>
        <translation>GPU 型号 id 或别名（默认 b300）。</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="31"/>
        <source>GPUs in the deployment (default 8).</source>
        <translation>部署中的 GPU 数量（默认 8）。</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="33"/>
        <source>hgx-ib or nvl72 (default hgx-ib).</source>
        <translation>hgx-ib 或 nvl72（默认 hgx-ib）。</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="35"/>
        <source>Scale-out NIC per GPU in Gb/s (default: the GPU kind&apos;s).</source>
        <translation>每个 GPU 的横向扩展 NIC 速率，单位 Gb/s（默认：取 GPU 型号的值）。</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="38"/>
        <source>tp, ep or tp-replicas (default ep).</source>
        <translation>tp、ep 或 tp-replicas（默认 ep）。</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="40"/>
        <source>Tensor-parallel size (default 1).</source>
        <translation>张量并行规模（默认 1）。</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="42"/>
        <source>Expert-parallel size (default 8).</source>
        <translation>专家并行规模（默认 8）。</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="44"/>
        <source>Sequences in flight per replica (default 64).</source>
        <translation>每个副本的并发序列数（默认 64）。</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="47"/>
        <source>Draft tokens d per step (default 0).</source>
        <translation>每步草稿 token 数 d（默认 0）。</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="49"/>
        <source>Mean committed tokens per step, 1..d+1 (default 1).</source>
        <translation>每步平均接受的 token 数，1..d+1（默认 1）。</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="52"/>
        <source>Input sequence length, tokens (default 1024).</source>
        <translation>输入序列长度，token 数（默认 1024）。</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="55"/>
        <source>Output sequence length, tokens (default 1024).</source>
        <translation>输出序列长度，token 数（默认 1024）。</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="58"/>
        <source>Precision id, or default.</source>
        <translation>精度 id，或 default。</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="60"/>
        <source>trtllm, sglang, vllm or any (default any).</source>
        <translation>trtllm、sglang、vllm 或 any（默认 any）。</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="63"/>
        <source>auto, ideal, datasheet or a profile name (default auto).</source>
        <translation>auto、ideal、datasheet 或画像名称（默认 auto）。</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="66"/>
        <source>Fixed per-step overhead under calibration ideal (default 2).</source>
        <translation>calibration 为 ideal 时的每步固定开销（默认 2）。</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="69"/>
        <source>agg or disagg (default agg; disagg needs the prefill and decode objects of a scenario file).</source>
        <translation>agg 或 disagg（默认 agg；disagg 需要场景文件中的 prefill 和 decode 对象）。</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="73"/>
        <source>The prefill pool: tp, dp, ep, workers (disagg only).</source>
        <translation>预填充池：tp、dp、ep、workers（仅 disagg）。</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="76"/>
        <source>The decode pool: tp, dp, ep, workers, batch (disagg only).</source>
        <translation>解码池：tp、dp、ep、workers、batch（仅 disagg）。</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="103"/>
        <source>&quot;%1&quot; must be a whole number</source>
        <translation>&quot;%1&quot; 必须是整数</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="112"/>
        <source>&quot;%1&quot; must be a number</source>
        <translation>&quot;%1&quot; 必须是数字</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="121"/>
        <source>&quot;%1&quot; must be a non-empty string</source>
        <translation>&quot;%1&quot; 必须是非空字符串</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="132"/>
        <source>&quot;%1&quot; must be one of %2</source>
        <translation>&quot;%1&quot; 必须是 %2 之一</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="139"/>
        <source>&quot;%1&quot; is not a scenario key</source>
        <translation>&quot;%1&quot; 不是场景键</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="169"/>
        <source>&quot;%1&quot; must be an object</source>
        <translation>&quot;%1&quot; 必须是对象</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="183"/>
        <source>&quot;%1&quot; must not be negative (0 = the scenario&apos;s batch)</source>
        <translation>&quot;%1&quot; 不能为负数（0 = 场景的批大小）</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="188"/>
        <source>&quot;%1&quot; must be at least 1</source>
        <translation>&quot;%1&quot; 必须至少为 1</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="191"/>
        <source>&quot;%1&quot; gives tp x dp = %2 GPUs per worker, more than %3</source>
        <translation>&quot;%1&quot; 使 tp x dp = 每个工作节点 %2 个 GPU，超过 %3</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="198"/>
        <source>&quot;%1&quot; must divide tp x dp</source>
        <translation>&quot;%1&quot; 必须能整除 tp x dp</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="260"/>
        <source>&quot;%1&quot; is %2, but the prefill and decode pools use %3 GPUs (leave it out to take theirs)</source>
        <translation>&quot;%1&quot; 为 %2，但预填充池与解码池使用 %3 个 GPU（省略此项即采用池的数量）</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="270"/>
        <source>&quot;%1&quot; must be &quot;disagg&quot; when prefill/decode are given</source>
        <translation>给出 prefill/decode 时，&quot;%1&quot; 必须是 &quot;disagg&quot;</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="272"/>
        <source>&quot;%1&quot; must not be negative</source>
        <translation>&quot;%1&quot; 不能为负数</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="284"/>
        <source>%1: cannot read: %2</source>
        <translation>%1：无法读取：%2</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="288"/>
        <source>%1: too large for a scenario file</source>
        <translation>%1：作为场景文件过大</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="294"/>
        <source>%1: not valid JSON at offset %2: %3</source>
        <translation>%1：偏移 %2 处不是有效的 JSON：%3</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="301"/>
        <source>%1: a scenario is one JSON object</source>
        <translation>%1：场景必须是一个 JSON 对象</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="364"/>
        <location filename="../app/core/scenarioio.cpp" line="367"/>
        <source>%1: cannot write: %2</source>
        <translation>%1：无法写入：%2</translation>
    </message>
</context>
<context>
    <name>moeplan::core::SizingTableModel</name>
    <message>
        <location filename="../app/core/sizingtablemodel.cpp" line="15"/>
        <source>compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <location filename="../app/core/sizingtablemodel.cpp" line="17"/>
        <source>HBM</source>
        <translation>HBM</translation>
    </message>
    <message>
        <location filename="../app/core/sizingtablemodel.cpp" line="19"/>
        <source>interconnect</source>
        <translation>互连</translation>
    </message>
    <message>
        <location filename="../app/core/sizingtablemodel.cpp" line="21"/>
        <source>overhead</source>
        <translation>开销</translation>
    </message>
    <message>
        <location filename="../app/core/sizingtablemodel.cpp" line="97"/>
        <source>%1 tokens/s per user; 80% interval %2 to %3 (TPOT %4 ms)</source>
        <translation>单用户 %1 tokens/s；80% 区间 %2 至 %3（TPOT %4 ms）</translation>
    </message>
    <message>
        <location filename="../app/core/sizingtablemodel.cpp" line="101"/>
        <source>%1 output tokens/s; 80% interval %2 to %3</source>
        <translation>%1 输出 tokens/s；80% 区间 %2 至 %3</translation>
    </message>
    <message>
        <location filename="../app/core/sizingtablemodel.cpp" line="105"/>
        <source>%1 GB of HBM per GPU in use; %2 GB free</source>
        <translation>每个 GPU 已用 HBM %1 GB；空闲 %2 GB</translation>
    </message>
    <message>
        <location filename="../app/core/sizingtablemodel.cpp" line="108"/>
        <source>%1 kW of facility power</source>
        <translation>设施功耗 %1 kW</translation>
    </message>
    <message>
        <location filename="../app/core/sizingtablemodel.cpp" line="110"/>
        <source>The ceiling that binds the decode step: %1</source>
        <translation>约束解码步的上限：%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/sizingtablemodel.cpp" line="113"/>
        <source>%1, %2: the history measured this deployment at %Ln other load(s); its prediction is corrected by them, as the planner corrects it. Double-click or press Enter to load it into the planner</source>
        <translation>
            <numerusform>%1，%2：历史记录已在 %Ln 个其他负载下实测此部署；其预测按这些运行校正，与规划器的校正相同。双击或按 Enter 键载入规划器</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/core/sizingtablemodel.cpp" line="120"/>
        <source>%1, %2: double-click or press Enter to load it into the planner</source>
        <translation>%1，%2：双击或按 Enter 键载入规划器</translation>
    </message>
    <message>
        <location filename="../app/core/sizingtablemodel.cpp" line="130"/>
        <source>%1 · %2
%3</source>
        <translation>%1 · %2
%3</translation>
    </message>
    <message>
        <location filename="../app/core/sizingtablemodel.cpp" line="138"/>
        <source>%1 (%2-%3)</source>
        <translation>%1（%2-%3）</translation>
    </message>
    <message>
        <location filename="../app/core/sizingtablemodel.cpp" line="149"/>
        <location filename="../app/core/sizingtablemodel.cpp" line="151"/>
        <location filename="../app/core/sizingtablemodel.cpp" line="153"/>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <location filename="../app/core/sizingtablemodel.cpp" line="165"/>
        <source>Tokens/s per user (1000 / TPOT) with the 80% prediction interval</source>
        <translation>单用户 tokens/s（1000 / TPOT）及 80% 预测区间</translation>
    </message>
    <message>
        <location filename="../app/core/sizingtablemodel.cpp" line="167"/>
        <source>HBM per GPU left free at this load, GB</source>
        <translation>此负载下每个 GPU 剩余的空闲 HBM，GB</translation>
    </message>
    <message>
        <location filename="../app/core/sizingtablemodel.cpp" line="169"/>
        <source>Sequences in flight per replica; for a disaggregated deployment (P + D), per decode worker</source>
        <translation>每个副本的在途序列数；分离式部署（P + D）为每个解码工作节点</translation>
    </message>
    <message>
        <location filename="../app/core/sizingtablemodel.cpp" line="172"/>
        <source>Output tokens/s per megawatt of facility power (GPUs, their share of the node or rack, and the facility overhead)</source>
        <translation>每兆瓦设施功耗的输出 tokens/s（GPU、其分摊的节点或机柜功耗，以及设施开销）</translation>
    </message>
    <message>
        <location filename="../app/core/sizingtablemodel.cpp" line="175"/>
        <source>Hardware and where its parameters come from (calibrated on this GPU kind, transferred from others, or datasheet values, and the runs of the history that measured the deployment at other loads), then the plan: replicas x shape, or prefill (P) and decode (D) pools</source>
        <translation>硬件及其参数来源（在此 GPU 型号上校准、迁移自其他型号，或数据手册值，以及历史记录中在其他负载下实测此部署的运行），然后是方案：副本数 x 形态，或预填充（P）和解码（D）池</translation>
    </message>
    <message>
        <location filename="../app/core/sizingtablemodel.cpp" line="187"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../app/core/sizingtablemodel.cpp" line="189"/>
        <source>Deployment</source>
        <translation>部署</translation>
    </message>
    <message>
        <location filename="../app/core/sizingtablemodel.cpp" line="191"/>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <location filename="../app/core/sizingtablemodel.cpp" line="193"/>
        <source>Batch
/replica</source>
        <translation>批大小
/副本</translation>
    </message>
    <message>
        <location filename="../app/core/sizingtablemodel.cpp" line="195"/>
        <source>tok/s
per user</source>
        <translation>tok/s
单用户</translation>
    </message>
    <message>
        <location filename="../app/core/sizingtablemodel.cpp" line="197"/>
        <source>tok/s
total</source>
        <translation>tok/s
总计</translation>
    </message>
    <message>
        <location filename="../app/core/sizingtablemodel.cpp" line="199"/>
        <source>TTFT
ms</source>
        <translation>TTFT
ms</translation>
    </message>
    <message>
        <location filename="../app/core/sizingtablemodel.cpp" line="201"/>
        <source>Free
GB</source>
        <translation>空闲
GB</translation>
    </message>
    <message>
        <location filename="../app/core/sizingtablemodel.cpp" line="203"/>
        <source>Binding</source>
        <translation>约束项</translation>
    </message>
    <message>
        <location filename="../app/core/sizingtablemodel.cpp" line="205"/>
        <source>$
/hour</source>
        <translation>$
/小时</translation>
    </message>
    <message>
        <location filename="../app/core/sizingtablemodel.cpp" line="207"/>
        <source>$
/Mtok</source>
        <translation>$
/Mtok</translation>
    </message>
    <message>
        <location filename="../app/core/sizingtablemodel.cpp" line="209"/>
        <source>tok/s
/MW</source>
        <translation>tok/s
/MW</translation>
    </message>
</context>
<context>
    <name>moeplan::core::StoredTelemetryText</name>
    <message>
        <location filename="../app/core/storedtelemetry.cpp" line="122"/>
        <source>the stored telemetry summary is not a JSON object</source>
        <translation>存储的遥测摘要不是 JSON 对象</translation>
    </message>
    <message>
        <location filename="../app/core/storedtelemetry.cpp" line="143"/>
        <source>the stored telemetry of GPU %1 has a non-numeric %2</source>
        <translation>GPU %1 的存储遥测中 %2 不是数值</translation>
    </message>
    <message>
        <location filename="../app/core/storedtelemetry.cpp" line="166"/>
        <source>the stored kernel summary is inconsistent</source>
        <translation>存储的内核摘要不一致</translation>
    </message>
</context>
<context>
    <name>moeplan::core::TeamHistory</name>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="133"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="137"/>
        <source>not a postgresql:// URL</source>
        <translation>不是 postgresql:// URL</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="140"/>
        <source>not a valid URL (%1)</source>
        <translation>不是有效的 URL（%1）</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="142"/>
        <source>a password in the URL is refused: it would be kept in the shell&apos;s history and shown in the process list; put it in ~/.pgpass (or the file PGPASSFILE names)</source>
        <translation>URL 中的密码会被拒绝：它会留在 shell 历史中并显示在进程列表里；请将其放入 ~/.pgpass（或 PGPASSFILE 指定的文件）</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="155"/>
        <source>unknown parameter &quot;%1&quot; (known: sslmode, sslrootcert, host)</source>
        <translation>未知参数 &quot;%1&quot;（已知：sslmode、sslrootcert、host）</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="164"/>
        <source>the URL names no user (postgresql://USER@HOST/DBNAME)</source>
        <translation>URL 未指定用户（postgresql://USER@HOST/DBNAME）</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="166"/>
        <source>the URL names no host (postgresql://USER@HOST/DBNAME)</source>
        <translation>URL 未指定主机（postgresql://USER@HOST/DBNAME）</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="168"/>
        <source>the URL names no database (postgresql://USER@HOST/DBNAME)</source>
        <translation>URL 未指定数据库（postgresql://USER@HOST/DBNAME）</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="170"/>
        <source>port %1 is outside 1-65535</source>
        <translation>端口 %1 超出 1-65535 范围</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="174"/>
        <source>sslmode &quot;%1&quot; is not one of %2</source>
        <translation>sslmode &quot;%1&quot; 不是 %2 之一</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="177"/>
        <source>sslmode &quot;%1&quot; would send the history unencrypted to a remote host; use require, verify-ca or verify-full</source>
        <translation>sslmode &quot;%1&quot; 会将历史记录以未加密方式发送到远程主机；请使用 require、verify-ca 或 verify-full</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="182"/>
        <source>sslmode %1 needs the CA file: add &amp;sslrootcert=PATH</source>
        <translation>sslmode %1 需要 CA 文件：请添加 &amp;sslrootcert=PATH</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="243"/>
        <source>%1: %2: %3</source>
        <translation>%1：%2：%3</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="250"/>
        <source>%1: Qt&apos;s PostgreSQL driver is not installed (Debian: libqt6sql6-psql)</source>
        <translation>%1：未安装 Qt 的 PostgreSQL 驱动（Debian：libqt6sql6-psql）</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="271"/>
        <source>%1: cannot connect: the server asks for a password and none was found: put it in ~/.pgpass or the file PGPASSFILE names (docs/database.md)</source>
        <translation>%1：无法连接：服务器要求密码，但未找到：请将其放入 ~/.pgpass 或 PGPASSFILE 指定的文件（docs/database.md）</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="274"/>
        <source>%1: cannot connect: %2</source>
        <translation>%1：无法连接：%2</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="291"/>
        <source>the database holds a &quot;runs&quot; table that is not a MoE Planner history</source>
        <translation>该数据库包含一个不属于 MoE Planner 历史记录的 &quot;runs&quot; 表</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="297"/>
        <source>the database is not a MoE Planner history</source>
        <translation>该数据库不是 MoE Planner 历史记录</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="303"/>
        <location filename="../app/core/teamhistory.cpp" line="333"/>
        <source>cannot read the schema</source>
        <translation>无法读取架构</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="306"/>
        <location filename="../app/core/teamhistory.cpp" line="319"/>
        <source>cannot use the history</source>
        <translation>无法使用该历史记录</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="307"/>
        <source>its schema is version %1, newer than this MoE Planner reads (%2)</source>
        <translation>其架构版本为 %1，比此 MoE Planner 能读取的版本（%2）更新</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="320"/>
        <source>the runs table lacks the columns %1</source>
        <translation>runs 表缺少以下列：%1</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="325"/>
        <location filename="../app/core/teamhistory.cpp" line="331"/>
        <location filename="../app/core/teamhistory.cpp" line="352"/>
        <location filename="../app/core/teamhistory.cpp" line="356"/>
        <source>cannot create the schema</source>
        <translation>无法创建架构</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="342"/>
        <source>%1: the database holds no MoE Planner history yet, and role &quot;%2&quot; may not create it; the schema owner connects first (docs/database.md)</source>
        <translation>%1：该数据库尚无 MoE Planner 历史记录，且角色 &quot;%2&quot; 无权创建；须由架构所有者先行连接（docs/database.md）</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="346"/>
        <source>%1: the history&apos;s schema is version %2 and needs migrating to %3 by its owner; role &quot;%4&quot; may not (docs/database.md)</source>
        <translation>%1：该历史记录的架构版本为 %2，需要由其所有者迁移到 %3；角色 &quot;%4&quot; 无权迁移（docs/database.md）</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="392"/>
        <source>cannot count the runs</source>
        <translation>无法统计运行记录</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="406"/>
        <location filename="../app/core/teamhistory.cpp" line="600"/>
        <location filename="../app/core/teamhistory.cpp" line="651"/>
        <location filename="../app/core/teamhistory.cpp" line="667"/>
        <location filename="../app/core/teamhistory.cpp" line="713"/>
        <location filename="../app/core/teamhistory.cpp" line="756"/>
        <location filename="../app/core/teamhistory.cpp" line="773"/>
        <location filename="../app/core/teamhistory.cpp" line="840"/>
        <location filename="../app/core/teamhistory.cpp" line="873"/>
        <location filename="../app/core/teamhistory.cpp" line="917"/>
        <source>%1: not connected</source>
        <translation>%1：未连接</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="411"/>
        <source>%1: role &quot;%2&quot; may read this history but not add runs to it (ask its owner for INSERT on runs and sources, docs/database.md)</source>
        <translation>%1：角色 &quot;%2&quot; 可以读取此历史记录，但不能向其中添加运行记录（请向所有者申请 runs 和 sources 的 INSERT 权限，见 docs/database.md）</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="590"/>
        <source>%1: role &quot;%2&quot; may not add runs: %3</source>
        <translation>%1：角色 &quot;%2&quot; 无权添加运行记录：%3</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="592"/>
        <source>cannot store the runs</source>
        <translation>无法存储运行记录</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="604"/>
        <location filename="../app/core/teamhistory.cpp" line="624"/>
        <location filename="../app/core/teamhistory.cpp" line="635"/>
        <location filename="../app/core/teamhistory.cpp" line="687"/>
        <location filename="../app/core/teamhistory.cpp" line="694"/>
        <location filename="../app/core/teamhistory.cpp" line="712"/>
        <location filename="../app/core/teamhistory.cpp" line="760"/>
        <source>cannot read the runs</source>
        <translation>无法读取运行记录</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="655"/>
        <source>cannot read the sources</source>
        <translation>无法读取来源</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="727"/>
        <location filename="../app/core/teamhistory.cpp" line="740"/>
        <location filename="../app/core/teamhistory.cpp" line="745"/>
        <source>cannot read the notes</source>
        <translation>无法读取备注</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="828"/>
        <source>%1: role &quot;%2&quot; may not delete runs from this history (ask its owner for DELETE on runs and sources, docs/database.md)</source>
        <translation>%1：角色“%2”不能从此历史记录中删除运行（请向其所有者申请 runs 和 sources 的 DELETE 权限，见 docs/database.md）</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="832"/>
        <source>cannot delete the runs</source>
        <translation>无法删除运行</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="843"/>
        <location filename="../app/core/teamhistory.cpp" line="854"/>
        <source>cannot change the notes</source>
        <translation>无法修改备注</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="850"/>
        <source>%1: role &quot;%2&quot; may not change this history (ask its owner for UPDATE on runs, docs/database.md)</source>
        <translation>%1：角色“%2”不能修改此历史记录（请向其所有者申请 runs 的 UPDATE 权限，见 docs/database.md）</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="876"/>
        <location filename="../app/core/teamhistory.cpp" line="885"/>
        <source>cannot read the profiles</source>
        <translation>无法读取配置</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="923"/>
        <source>%1: a profile without a name cannot be stored</source>
        <translation>%1：无法存储没有名称的配置</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="1021"/>
        <source>%1: role &quot;%2&quot; may not publish calibration profiles (ask its owner for INSERT and DELETE on profiles and profile_runs, docs/database.md)</source>
        <translation>%1：角色“%2”不能发布校准配置（请向其所有者申请 profiles 和 profile_runs 的 INSERT 与 DELETE 权限，见 docs/database.md）</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="1025"/>
        <source>cannot publish the profiles</source>
        <translation>无法发布配置</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="1070"/>
        <source>%1: no such history database</source>
        <translation>%1：没有这个历史记录数据库</translation>
    </message>
</context>
<context>
    <name>moeplan::core::TelemetryText</name>
    <message>
        <location filename="../app/core/telemetry.cpp" line="146"/>
        <source>the file is empty</source>
        <translation>文件为空</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry.cpp" line="151"/>
        <source>a binary file, not a telemetry text file</source>
        <translation>二进制文件，不是遥测文本文件</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry.cpp" line="179"/>
        <source>not a GPU telemetry file this planner reads (DCGM exporter metrics, dcgmi dmon, nvidia-smi --query-gpu CSV, nvidia-smi dmon, AIPerf gpu_telemetry_export.jsonl, nsys cuda_gpu_kern_sum)</source>
        <translation>不是本规划器可读取的 GPU 遥测文件（DCGM exporter 指标、dcgmi dmon、nvidia-smi --query-gpu CSV、nvidia-smi dmon、AIPerf gpu_telemetry_export.jsonl、nsys cuda_gpu_kern_sum）</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/aiperf.cpp" line="82"/>
        <source>not a JSON object (%1)</source>
        <translation>不是 JSON 对象（%1）</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/aiperf.cpp" line="85"/>
        <source>another JSON value</source>
        <translation>其他 JSON 值</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/aiperf.cpp" line="92"/>
        <source>not a GPU telemetry record (no timestamp_ns with gpu_uuid or gpu_index)</source>
        <translation>不是 GPU 遥测记录（没有 timestamp_ns 及 gpu_uuid 或 gpu_index）</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/aiperf.cpp" line="102"/>
        <source>gpu_index is %1, which is no GPU index</source>
        <translation>gpu_index 为 %1，不是有效的 GPU 索引</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/aiperf.cpp" line="115"/>
        <source>the record names no GPU (gpu_index and gpu_uuid are empty)</source>
        <translation>该记录未指明 GPU（gpu_index 和 gpu_uuid 均为空）</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/aiperf.cpp" line="151"/>
        <source>%1 is not a number</source>
        <translation>%1 不是数字</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/aiperf.cpp" line="167"/>
        <source>AIPerf&apos;s sm_utilization is DCGM_FI_PROF_SM_ACTIVE (from a DCGM endpoint) or NVML&apos;s GPM SM utilisation (from pynvml), in percent; it is stored as SM activity.</source>
        <translation>AIPerf 的 sm_utilization 是 DCGM_FI_PROF_SM_ACTIVE（来自 DCGM 端点）或 NVML 的 GPM SM 利用率（来自 pynvml），以百分比表示；将作为 SM 活跃度存储。</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/aiperf.cpp" line="173"/>
        <source>AMD GPUs: only amd_power is read; amdsmi&apos;s activity counters (amd_gfx_activity, amd_umc_activity) measure other quantities than NVIDIA&apos;s.</source>
        <translation>AMD GPU：只读取 amd_power；amdsmi 的活跃度计数器（amd_gfx_activity、amd_umc_activity）测量的量与 NVIDIA 的不同。</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/dmon.cpp" line="115"/>
        <location filename="../app/core/telemetry/prometheus.cpp" line="232"/>
        <location filename="../app/core/telemetry/smicsv.cpp" line="302"/>
        <source>%1 has the value &quot;%2&quot;, which is no number</source>
        <translation>%1 的值为 &quot;%2&quot;，不是数字</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/dmon.cpp" line="185"/>
        <source>a sample comes before any &quot;#Entity&quot; header</source>
        <translation>样本出现在任何 &quot;#Entity&quot; 表头之前</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/dmon.cpp" line="224"/>
        <source>the row has %1 values where the header names %2 fields</source>
        <translation>该行有 %1 个值，而表头列出 %2 个字段</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/dmon.cpp" line="235"/>
        <source>%1 rows of entities that are no GPU (NVSwitch, CPU, link) were skipped.</source>
        <translation>已跳过 %1 行非 GPU 实体（NVSwitch、CPU、链路）的数据。</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/dmon.cpp" line="239"/>
        <source>MIG instances (GPU-I, GPU-CI rows) are kept as devices of their own; dcgmi numbers them without their parent GPU.</source>
        <translation>MIG 实例（GPU-I、GPU-CI 行）作为独立设备保留；dcgmi 对其编号时不带父 GPU。</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/dmon.cpp" line="352"/>
        <source>a sample comes before any &quot;# gpu&quot; header</source>
        <translation>样本出现在任何 &quot;# gpu&quot; 表头之前</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/dmon.cpp" line="357"/>
        <location filename="../app/core/telemetry/smicsv.cpp" line="235"/>
        <source>the row has %1 values where the header names %2 columns</source>
        <translation>该行有 %1 个值，而表头列出 %2 列</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/dmon.cpp" line="374"/>
        <source>the row names no GPU index</source>
        <translation>该行未指明 GPU 索引</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/dmon.cpp" line="393"/>
        <source>nvidia-smi dmon&apos;s &quot;sm&quot; column is the share of time a kernel ran (utilization.gpu), not SM activity.</source>
        <translation>nvidia-smi dmon 的 &quot;sm&quot; 列是内核运行时间占比（utilization.gpu），不是 SM 活跃度。</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/nsys.cpp" line="271"/>
        <source>the row has %1 fields where the header names %2</source>
        <translation>该行有 %1 个字段，而表头列出 %2 个</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/nsys.cpp" line="282"/>
        <source>Total Time is &quot;%1&quot;, which is no duration</source>
        <translation>Total Time 为 &quot;%1&quot;，不是时长</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/nsys.cpp" line="341"/>
        <source>nsys wrote no kernel summary: %1</source>
        <translation>nsys 未写出内核摘要：%1</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/nsys.cpp" line="344"/>
        <source>holds no CUDA kernel summary row</source>
        <translation>不含 CUDA 内核摘要行</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/nsys.cpp" line="351"/>
        <source>The file holds more than one kernel summary table; only the first was read.</source>
        <translation>该文件包含多个内核摘要表；只读取了第一个。</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/nsys.cpp" line="355"/>
        <source>No kernel in the summary is a collective (NCCL, DeepEP or NVSHMEM).</source>
        <translation>摘要中没有集合通信内核（NCCL、DeepEP 或 NVSHMEM）。</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/prometheus.cpp" line="203"/>
        <source>not a Prometheus sample line: %1</source>
        <translation>不是 Prometheus 样本行：%1</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/prometheus.cpp" line="214"/>
        <source>the label set of %1 is not closed (a line cut short?)</source>
        <translation>%1 的标签集未闭合（行被截断？）</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/prometheus.cpp" line="226"/>
        <source>%1 has no value (a line cut short?)</source>
        <translation>%1 没有值（行被截断？）</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/prometheus.cpp" line="240"/>
        <source>%1 is followed by &quot;%2&quot;, which is no timestamp</source>
        <translation>%1 后面是 &quot;%2&quot;，不是时间戳</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/prometheus.cpp" line="287"/>
        <source>%1 samples of a metric this planner reads carry no gpu label (NVSwitch, CPU or link entities) and were skipped.</source>
        <translation>已跳过 %1 个本规划器读取的指标样本，它们不带 gpu 标签（NVSwitch、CPU 或链路实体）。</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/prometheus.cpp" line="292"/>
        <source>MIG instances (GPU_I_ID) are kept as devices of their own, &quot;GPU/instance&quot;; their activity is a share of the instance, not of the whole GPU.</source>
        <translation>MIG 实例（GPU_I_ID）作为独立设备保留，记为 &quot;GPU/instance&quot;；其活跃度是相对该实例而非整个 GPU 的占比。</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/prometheus.cpp" line="296"/>
        <source>The file uses the dcgm-exporter 1.x metric names.</source>
        <translation>该文件使用 dcgm-exporter 1.x 的指标名称。</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/sink.cpp" line="200"/>
        <source>%1 is %2, below 0: a utilisation cannot be negative</source>
        <translation>%1 为 %2，小于 0：利用率不能为负</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/sink.cpp" line="208"/>
        <source>%1 is %2, above 100 %: a utilisation cannot exceed 100 %</source>
        <translation>%1 为 %2，大于 100 %：利用率不能超过 100 %</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/sink.cpp" line="209"/>
        <source>%1 is %2, above 1: an activity ratio cannot exceed 1</source>
        <translation>%1 为 %2，大于 1：活跃度比值不能超过 1</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/sink.cpp" line="217"/>
        <source>%1 is %2: a power draw cannot be negative</source>
        <translation>%1 为 %2：功耗不能为负</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/sink.cpp" line="222"/>
        <source>%1 is %2 W, more than any GPU draws</source>
        <translation>%1 为 %2 W，超出任何 GPU 的功耗</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/sink.cpp" line="228"/>
        <source>%1 is %2: NVLink traffic cannot be negative</source>
        <translation>%1 为 %2：NVLink 流量不能为负</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/sink.cpp" line="233"/>
        <source>%1 is %2 bytes/s, more than any NVLink carries</source>
        <translation>%1 为 %2 bytes/s，超出任何 NVLink 的承载能力</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/sink.cpp" line="288"/>
        <source>line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/sink.cpp" line="309"/>
        <source>holds no sample of a metric this planner reads (SM, tensor and DRAM activity, GPU and memory utilisation, NVLink traffic, power)</source>
        <translation>不含本规划器读取的任何指标样本（SM、Tensor 和 DRAM 活跃度，GPU 和显存利用率，NVLink 流量，功耗）</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/sink.cpp" line="315"/>
        <source>%1 values were NaN or infinite and were skipped (the first at line %2).</source>
        <translation>%1 个值为 NaN 或无穷大，已跳过（第一个位于第 %2 行）。</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/sink.cpp" line="320"/>
        <source>%1 values held DCGM&apos;s blank marker (no data) and were skipped (the first at line %2).</source>
        <translation>%1 个值为 DCGM 的空白标记（无数据），已跳过（第一个位于第 %2 行）。</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/sink.cpp" line="326"/>
        <source>%1 values were not available (N/A, not supported or empty) and were skipped (the first at line %2).</source>
        <translation>%1 个值不可用（N/A、不支持或为空），已跳过（第一个位于第 %2 行）。</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/sink.cpp" line="332"/>
        <source>%1 lines that are neither a header nor a sample were ignored (the first at line %2).</source>
        <translation>已忽略 %1 行既非表头也非样本的内容（第一行位于第 %2 行）。</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/sink.cpp" line="339"/>
        <source>The file carries GPU_UTIL but no SM activity (DCGM_FI_PROF_SM_ACTIVE). GPU_UTIL counts a GPU busy while it waits inside a collective; it is no evidence of compute.</source>
        <translation>该文件含有 GPU_UTIL，但没有 SM 活跃度（DCGM_FI_PROF_SM_ACTIVE）。GPU 在集合通信中等待时，GPU_UTIL 也将其计为忙碌；它不能作为计算约束的证据。</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/sink.cpp" line="345"/>
        <source>The file carries no NVLink traffic (DCGM_FI_PROF_NVLINK_TX_BYTES/RX_BYTES); communication volume is unknown.</source>
        <translation>该文件不含 NVLink 流量（DCGM_FI_PROF_NVLINK_TX_BYTES/RX_BYTES）；通信量未知。</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/smicsv.cpp" line="217"/>
        <source>the query names no GPU column (index, uuid or pci.bus_id): the rows of different GPUs cannot be told apart</source>
        <translation>查询未包含 GPU 列（index、uuid 或 pci.bus_id）：无法区分不同 GPU 的行</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/smicsv.cpp" line="227"/>
        <source>the file has no header line (nvidia-smi --format=csv,noheader): its columns cannot be named; record it again without noheader</source>
        <translation>该文件没有表头行（nvidia-smi --format=csv,noheader）：无法确定各列名称；请不带 noheader 重新记录</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/smicsv.cpp" line="278"/>
        <source>the row names no GPU (its index, uuid and bus id are empty)</source>
        <translation>该行未指明 GPU（其索引、uuid 和总线 id 均为空）</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/smicsv.cpp" line="312"/>
        <source>nvidia-smi&apos;s timestamps are the node&apos;s clock without a time zone; they are taken as UTC.</source>
        <translation>nvidia-smi 的时间戳是节点本地时钟，不带时区；按 UTC 处理。</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/smicsv.cpp" line="317"/>
        <source>Some timestamps could not be read and were left out of the sampled window.</source>
        <translation>部分时间戳无法读取，已从采样时间窗口中排除。</translation>
    </message>
</context>
<context>
    <name>moeplan::core::UserCatalog</name>
    <message>
        <location filename="../app/core/usercatalog.cpp" line="38"/>
        <source>%1: no such file</source>
        <translation>%1：文件不存在</translation>
    </message>
    <message>
        <location filename="../app/core/usercatalog.cpp" line="42"/>
        <source>%1: not a regular file</source>
        <translation>%1：不是普通文件</translation>
    </message>
    <message>
        <location filename="../app/core/usercatalog.cpp" line="47"/>
        <source>%1: cannot read: %2</source>
        <translation>%1：无法读取：%2</translation>
    </message>
    <message>
        <location filename="../app/core/usercatalog.cpp" line="52"/>
        <source>%1: larger than 4 MiB; not a catalog entry</source>
        <translation>%1：大于 4 MiB；不是目录条目</translation>
    </message>
    <message>
        <location filename="../app/core/usercatalog.cpp" line="63"/>
        <source>%1: not valid JSON at offset %2: %3</source>
        <translation>%1：偏移 %2 处不是有效的 JSON：%3</translation>
    </message>
    <message>
        <location filename="../app/core/usercatalog.cpp" line="70"/>
        <source>%1: expected one JSON object</source>
        <translation>%1：应为一个 JSON 对象</translation>
    </message>
    <message>
        <location filename="../app/core/usercatalog.cpp" line="80"/>
        <source>%1: cannot create the folder</source>
        <translation>%1：无法创建文件夹</translation>
    </message>
    <message>
        <location filename="../app/core/usercatalog.cpp" line="85"/>
        <location filename="../app/core/usercatalog.cpp" line="90"/>
        <source>%1: cannot write: %2</source>
        <translation>%1：无法写入：%2</translation>
    </message>
    <message>
        <location filename="../app/core/usercatalog.cpp" line="122"/>
        <source>&quot;%1&quot; is a bundled GPU kind; choose another id, or replace it for this user (--override-bundled)</source>
        <translation>&quot;%1&quot; 是内置 GPU 型号；请选择其他 id，或为当前用户替换它（--override-bundled）</translation>
    </message>
    <message>
        <location filename="../app/core/usercatalog.cpp" line="125"/>
        <source>%1: user GPU kind skipped: %2</source>
        <translation>%1：已跳过用户 GPU 型号：%2</translation>
    </message>
    <message>
        <location filename="../app/core/usercatalog.cpp" line="126"/>
        <source>%1: user GPU kind skipped: id &quot;%2&quot; is already defined by another file of the user catalog</source>
        <translation>%1：已跳过用户 GPU 型号：id &quot;%2&quot; 已由用户目录中的另一个文件定义</translation>
    </message>
    <message>
        <location filename="../app/core/usercatalog.cpp" line="129"/>
        <source>%1: user GPU kind skipped: id &quot;%2&quot; is bundled; the file must say &quot;override_bundled&quot;: true to replace it</source>
        <translation>%1：已跳过用户 GPU 型号：id &quot;%2&quot; 为内置条目；文件须写明 &quot;override_bundled&quot;: true 才能替换它</translation>
    </message>
    <message>
        <location filename="../app/core/usercatalog.cpp" line="132"/>
        <source>&quot;%1&quot; is a bundled GPU kind; only user entries can be removed</source>
        <translation>&quot;%1&quot; 是内置 GPU 型号；只能删除用户条目</translation>
    </message>
    <message>
        <location filename="../app/core/usercatalog.cpp" line="138"/>
        <source>&quot;%1&quot; is a bundled model; choose another id, or replace it for this user (--override-bundled)</source>
        <translation>&quot;%1&quot; 是内置模型；请选择其他 id，或为当前用户替换它（--override-bundled）</translation>
    </message>
    <message>
        <location filename="../app/core/usercatalog.cpp" line="141"/>
        <source>%1: user model skipped: %2</source>
        <translation>%1：已跳过用户模型：%2</translation>
    </message>
    <message>
        <location filename="../app/core/usercatalog.cpp" line="142"/>
        <source>%1: user model skipped: id &quot;%2&quot; is already defined by another file of the user catalog</source>
        <translation>%1：已跳过用户模型：id &quot;%2&quot; 已由用户目录中的另一个文件定义</translation>
    </message>
    <message>
        <location filename="../app/core/usercatalog.cpp" line="145"/>
        <source>%1: user model skipped: id &quot;%2&quot; is bundled; the file must say &quot;override_bundled&quot;: true to replace it</source>
        <translation>%1：已跳过用户模型：id &quot;%2&quot; 为内置条目；文件须写明 &quot;override_bundled&quot;: true 才能替换它</translation>
    </message>
    <message>
        <location filename="../app/core/usercatalog.cpp" line="148"/>
        <source>&quot;%1&quot; is a bundled model; only user entries can be removed</source>
        <translation>&quot;%1&quot; 是内置模型；只能删除用户条目</translation>
    </message>
    <message>
        <location filename="../app/core/usercatalog.cpp" line="155"/>
        <source>use 1-64 lower-case letters, digits and . _ + - (not starting with . or -)</source>
        <translation>请使用 1-64 个小写字母、数字及 . _ + -（不能以 . 或 - 开头）</translation>
    </message>
    <message>
        <location filename="../app/core/usercatalog.cpp" line="180"/>
        <source>&quot;%1&quot; is already in the user catalog; remove it first, or overwrite it (--replace)</source>
        <translation>&quot;%1&quot; 已在用户目录中；请先删除，或覆盖它（--replace）</translation>
    </message>
    <message>
        <location filename="../app/core/usercatalog.cpp" line="205"/>
        <source>%1 (skipped)</source>
        <translation>%1（已跳过）</translation>
    </message>
    <message>
        <location filename="../app/core/usercatalog.cpp" line="216"/>
        <location filename="../app/core/usercatalog.cpp" line="319"/>
        <location filename="../app/core/usercatalog.cpp" line="343"/>
        <source>id &quot;%1&quot;: %2</source>
        <translation>id &quot;%1&quot;：%2</translation>
    </message>
    <message>
        <location filename="../app/core/usercatalog.cpp" line="251"/>
        <source>&quot;%1&quot; is not in the user catalog (%2)</source>
        <translation>&quot;%1&quot; 不在用户目录中（%2）</translation>
    </message>
    <message>
        <location filename="../app/core/usercatalog.cpp" line="255"/>
        <source>%1: cannot remove</source>
        <translation>%1：无法删除</translation>
    </message>
    <message>
        <location filename="../app/core/usercatalog.cpp" line="150"/>
        <source>model &quot;%1&quot;: %2</source>
        <translation>模型 &quot;%1&quot;：%2</translation>
    </message>
    <message>
        <location filename="../app/core/usercatalog.cpp" line="345"/>
        <source>user datasheet</source>
        <translation>用户数据手册</translation>
    </message>
    <message>
        <location filename="../app/core/usercatalog.cpp" line="134"/>
        <source>GPU kind &quot;%1&quot;: %2</source>
        <translation>GPU 型号 &quot;%1&quot;：%2</translation>
    </message>
    <message>
        <location filename="../app/core/usercatalog.cpp" line="388"/>
        <location filename="../app/core/usercatalog.cpp" line="395"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../app/core/usercatalog.cpp" line="393"/>
        <source>user datasheet %1</source>
        <translation>用户数据手册 %1</translation>
    </message>
</context>
<context>
    <name>moeplan::gui::Keyring</name>
    <message>
        <location filename="../app/gui/keyring.cpp" line="41"/>
        <location filename="../app/gui/keyring.cpp" line="57"/>
        <location filename="../app/gui/keyring.cpp" line="66"/>
        <source>the system keyring did not answer</source>
        <translation>系统密钥环没有响应</translation>
    </message>
</context>
<context>
    <name>moeplan::widgets::AddModelDialog</name>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="51"/>
        <source>latent (MLA), %1 heads, latent %2</source>
        <translation>潜在注意力（MLA），%1 个头，潜在维度 %2</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="55"/>
        <source>hybrid: %1 of %2 layers full attention (%3 heads, %4 KV), the rest linear</source>
        <translation>混合：%2 层中 %1 层为全注意力（%3 个头，%4 个 KV 头），其余为线性注意力</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="65"/>
        <source>grouped-query, %1 heads, %2 KV heads of %3</source>
        <translation>分组查询，%1 个头，%2 个 KV 头，每个 %3</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="70"/>
        <source>; %1 of %2 layers full, the rest a %3-token window</source>
        <translation>；%2 层中 %1 层为全注意力，其余为 %3 token 窗口</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="83"/>
        <source>Add Model from config.json</source>
        <translation>从 config.json 添加模型</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="85"/>
        <source>Reading &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>正在读取 &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="93"/>
        <source>The catalog id. Imported runs whose model name normalises to it join calibration.</source>
        <translation>目录 id。模型名称规范化后与之相同的导入运行记录将参与校准。</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="96"/>
        <source>Replace the bundled model with this id (for this user)</source>
        <translation>替换具有此 id 的内置模型（仅对当前用户）</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="98"/>
        <source>&amp;Id:</source>
        <translation>ID(&amp;I)：</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="99"/>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="103"/>
        <source>Derived from the config</source>
        <translation>由配置推导</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="170"/>
        <source>Parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="170"/>
        <source>%1 B total, %2 B active per token</source>
        <translation>共 %1 B，每个 token 激活 %2 B</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="173"/>
        <source>Layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="173"/>
        <source>%1 (%2 with experts)</source>
        <translation>%1（其中 %2 层含专家）</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="174"/>
        <source>%1 (dense)</source>
        <translation>%1（稠密）</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="176"/>
        <source>Experts</source>
        <translation>专家</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="176"/>
        <source>%1 routed, %2 per token, %3 shared</source>
        <translation>路由专家 %1 个，每个 token %2 个，共享专家 %3 个</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="180"/>
        <source>Attention</source>
        <translation>注意力</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="181"/>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="182"/>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="182"/>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="183"/>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="183"/>
        <source>%1 KiB per token of context</source>
        <translation>每个上下文 token %1 KiB</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="187"/>
        <source>Notes: %1</source>
        <translation>备注：%1</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="195"/>
        <source>Give the model an id.</source>
        <translation>请为模型指定 id。</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="198"/>
        <source>&quot;%1&quot; is already in the user catalog; saving replaces it.</source>
        <translation>&quot;%1&quot; 已在用户目录中；保存将替换它。</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="201"/>
        <source>&quot;%1&quot; is a bundled model: choose another id, or replace the bundled one.</source>
        <translation>&quot;%1&quot; 是内置模型：请选择其他 id，或替换内置模型。</translation>
    </message>
</context>
<context>
    <name>moeplan::widgets::BreakdownChart</name>
    <message>
        <location filename="../widgets/breakdownchart.cpp" line="122"/>
        <source>Decode step time (ms)</source>
        <translation>解码步时间 (ms)</translation>
    </message>
    <message>
        <location filename="../widgets/breakdownchart.cpp" line="137"/>
        <source>Expected readings (%)</source>
        <translation>预期读数 (%)</translation>
    </message>
    <message>
        <location filename="../widgets/breakdownchart.cpp" line="135"/>
        <source>Model&apos;s expected readings, % (dashed: where the ceiling is near)</source>
        <translation>模型预期读数，%（虚线：接近上限处）</translation>
    </message>
    <message>
        <location filename="../widgets/breakdownchart.cpp" line="136"/>
        <source>Expected readings, % (dashed: ceiling near)</source>
        <translation>预期读数，%（虚线：接近上限）</translation>
    </message>
    <message>
        <location filename="../widgets/breakdownchart.cpp" line="144"/>
        <source>Compute utilisation
% of peak FLOP/s</source>
        <translation>计算利用率
占峰值 FLOP/s 的 %</translation>
    </message>
    <message>
        <location filename="../widgets/breakdownchart.cpp" line="144"/>
        <source>HBM bandwidth
% of peak bandwidth</source>
        <translation>HBM 带宽
占峰值带宽的 %</translation>
    </message>
    <message>
        <location filename="../widgets/breakdownchart.cpp" line="145"/>
        <source>Exposed communication
% of step time</source>
        <translation>暴露通信
占步时间的 %</translation>
    </message>
    <message>
        <location filename="../widgets/breakdownchart.cpp" line="145"/>
        <source>Fixed overhead
% of step time</source>
        <translation>固定开销
占步时间的 %</translation>
    </message>
    <message>
        <location filename="../widgets/breakdownchart.cpp" line="146"/>
        <source>Compute, % of peak</source>
        <translation>计算，占峰值 %</translation>
    </message>
    <message>
        <location filename="../widgets/breakdownchart.cpp" line="146"/>
        <source>HBM, % of peak</source>
        <translation>HBM，占峰值 %</translation>
    </message>
    <message>
        <location filename="../widgets/breakdownchart.cpp" line="147"/>
        <source>Exposed comm., % of step</source>
        <translation>暴露通信，占步 %</translation>
    </message>
    <message>
        <location filename="../widgets/breakdownchart.cpp" line="147"/>
        <source>Overhead, % of step</source>
        <translation>固定开销，占步 %</translation>
    </message>
    <message>
        <location filename="../widgets/breakdownchart.cpp" line="299"/>
        <source>This scenario</source>
        <translation>当前场景</translation>
    </message>
    <message>
        <location filename="../widgets/breakdownchart.cpp" line="304"/>
        <source>Pinned
%1</source>
        <translation>已固定
%1</translation>
    </message>
    <message>
        <location filename="../widgets/breakdownchart.cpp" line="325"/>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <location filename="../widgets/breakdownchart.cpp" line="365"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../widgets/breakdownchart.cpp" line="366"/>
        <source>this</source>
        <translation>当前</translation>
    </message>
    <message>
        <location filename="../widgets/breakdownchart.cpp" line="366"/>
        <source>pinned</source>
        <translation>已固定</translation>
    </message>
    <message>
        <location filename="../widgets/breakdownchart.cpp" line="380"/>
        <source>Bound by: %1 · step %2 ms</source>
        <translation>瓶颈：%1 · 步长 %2 ms</translation>
    </message>
    <message>
        <location filename="../widgets/breakdownchart.cpp" line="385"/>
        <source>Out of memory: needs %1 GB per GPU, has %2 GB (%3 GB short)</source>
        <translation>显存不足：每个 GPU 需要 %1 GB，实有 %2 GB（缺少 %3 GB）</translation>
    </message>
    <message>
        <location filename="../widgets/breakdownchart.cpp" line="395"/>
        <source>No evaluation for this scenario</source>
        <translation>此场景无评估结果</translation>
    </message>
    <message>
        <location filename="../widgets/breakdownchart.cpp" line="429"/>
        <source>%1 · measured %2</source>
        <translation>%1 · 实测 %2</translation>
    </message>
</context>
<context>
    <name>moeplan::widgets::CalibrationPage</name>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="106"/>
        <source>&amp;Refit Calibration</source>
        <translation>重新拟合校准(&amp;R)</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="107"/>
        <source>Cancel Refit</source>
        <translation>取消重新拟合</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="111"/>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="111"/>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="176"/>
        <source>Refit the calibration profiles on every run of %1, cross-validate them (%2 folds grouped by deployment) and store them (%3)</source>
        <translation>用 %1 中的全部运行记录重新拟合校准画像，进行交叉验证（按部署分组的 %2 折）并保存（%3）</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="219"/>
        <source>Stop the refit: nothing is stored and nothing changes (Esc)</source>
        <translation>停止重新拟合：不保存任何内容，也不做任何更改（Esc）</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="228"/>
        <source>Progress of the refit; the window stays usable meanwhile</source>
        <translation>重新拟合进度；期间窗口仍可使用</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="247"/>
        <source>The calibration the current scenario uses (its &quot;calibration&quot; setting, GPU kind and engine)</source>
        <translation>当前场景使用的校准（其 &quot;calibration&quot; 设置、GPU 型号和引擎）</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="251"/>
        <source>Profile</source>
        <translation>画像</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="251"/>
        <source>Provenance</source>
        <translation>来源</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="251"/>
        <source>Runs</source>
        <translation>运行记录</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="251"/>
        <source>Fitted</source>
        <translation>拟合时间</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="251"/>
        <source>TPOT error</source>
        <translation>TPOT 误差</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="252"/>
        <source>In-sample median absolute TPOT error</source>
        <translation>样本内 TPOT 绝对误差中位数</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="182"/>
        <source>Calibration profiles stored in %1; the one the current scenario uses is bold. Select one to see its parameters.</source>
        <translation>存储在 %1 中的校准画像；当前场景使用的画像以粗体显示。选择一个画像可查看其参数。</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="259"/>
        <source>Parameter</source>
        <translation>参数</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="259"/>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="259"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="259"/>
        <source>± SE</source>
        <translation>± SE</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="260"/>
        <source>Standard error of a fitted value</source>
        <translation>拟合值的标准误差</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="262"/>
        <source>Fitted or prior value, with its unit; a fraction is of the datasheet peak or a share</source>
        <translation>拟合值或先验值及其单位；比例值相对于数据手册峰值或为占比</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="271"/>
        <source>Parameters of the selected profile: fitted with their standard errors, or kept at the datasheet prior with the reason</source>
        <translation>所选画像的参数：拟合值及其标准误差，或保持数据手册先验值及其原因</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="275"/>
        <source>Runs the fit left out (and why), the profile&apos;s notes and its 80% prediction interval</source>
        <translation>拟合时排除的运行记录（及原因）、画像的备注及其 80% 预测区间</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="283"/>
        <source>&amp;Profiles</source>
        <translation>画像(&amp;P)</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="285"/>
        <source>Para&amp;meters</source>
        <translation>参数(&amp;M)</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="287"/>
        <source>F&amp;lagged runs and notes</source>
        <translation>标记的运行记录和备注(&amp;L)</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="297"/>
        <source>Plot time per output token</source>
        <translation>绘制每输出 token 时间</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="298"/>
        <source>Plot time to first token</source>
        <translation>绘制首 token 时间</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="303"/>
        <source>Predicted vs measured, cross-validated; metri&amp;c:</source>
        <translation>预测值与实测值对比（交叉验证）；指标(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="312"/>
        <source>GPU kind</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="313"/>
        <source>Engine</source>
        <translation>引擎</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="314"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="315"/>
        <source>Serving mode</source>
        <translation>服务模式</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="316"/>
        <source>How the cross-validated errors are grouped</source>
        <translation>交叉验证误差的分组方式</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="319"/>
        <source>Cross-validated error&amp;s by group:</source>
        <translation>按组的交叉验证误差(&amp;S)：</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="325"/>
        <source>Group</source>
        <translation>分组</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="141"/>
        <source>No cross-validated predictions yet.
Refit (%1) to plot each run&apos;s held-out
prediction against its measurement.</source>
        <translation>尚无交叉验证预测。
重新拟合（%1）后即可绘制每条运行记录的留出
预测值与其实测值的对比。</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="193"/>
        <location filename="../widgets/calibrationpage.cpp" line="470"/>
        <source>No run has both a prediction
and a measurement of this metric.</source>
        <translation>没有运行记录同时具有此指标的
预测值和实测值。</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="521"/>
        <source>%1: pooled over GPU kinds, what a kind without runs of its own is predicted with</source>
        <translation>%1：汇总所有 GPU 型号，用于预测自身没有运行记录的型号</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="607"/>
        <source>%1 (key %2): bounds %3 to %4 %5</source>
        <translation>%1（键 %2）：范围 %3 至 %4 %5</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="334"/>
        <source>Absolute percentage errors of held-out predictions (median and 90th percentile) and the share of runs inside the predicted 80% interval, for TPOT and TTFT</source>
        <translation>留出预测的绝对百分比误差（中位数和第 90 百分位数），以及落在预测 80% 区间内的运行记录比例，分别针对 TPOT 和 TTFT</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="137"/>
        <source>The cross-validated errors and the predicted-vs-measured plot appear after a refit (%1).</source>
        <translation>交叉验证误差和预测值-实测值对比图将在重新拟合（%1）后显示。</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="185"/>
        <source>Profiles stored in %1.</source>
        <translation>画像存储在 %1 中。</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="429"/>
        <source>Starting</source>
        <translation>正在启动</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="430"/>
        <source>Refitting on the runs of %1…</source>
        <translation>正在基于 %1 的运行记录重新拟合…</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="440"/>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="453"/>
        <source>Refit cancelled: the stored profiles are unchanged.</source>
        <translation>已取消重新拟合：存储的画像未改变。</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="457"/>
        <source>Refit failed: %1</source>
        <translation>重新拟合失败：%1</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="458"/>
        <source>Profiles unchanged.</source>
        <translation>画像未改变。</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/calibrationpage.cpp" line="463"/>
        <source>Refitted %Ln profile(s) on %1 runs (%2 not placed in the model) in %3 s; stored in %4.</source>
        <translation>
            <numerusform>已在 %3 秒内基于 %1 条运行记录（%2 条未放入模型）重新拟合 %Ln 个画像；已存储到 %4。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="325"/>
        <source>TPOT
n</source>
        <translation>TPOT
n</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="325"/>
        <source>TPOT
median</source>
        <translation>TPOT
中位数</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="326"/>
        <source>TPOT
P90</source>
        <translation>TPOT
P90</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="326"/>
        <source>TPOT
in 80%</source>
        <translation>TPOT
在 80% 内</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="326"/>
        <source>TTFT
n</source>
        <translation>TTFT
n</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="327"/>
        <source>TTFT
median</source>
        <translation>TTFT
中位数</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="327"/>
        <source>TTFT
P90</source>
        <translation>TTFT
P90</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="327"/>
        <source>TTFT
in 80%</source>
        <translation>TTFT
在 80% 内</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="508"/>
        <source>%1 kinds/%2</source>
        <translation>%1 种型号/%2</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="513"/>
        <source>%1 from %2</source>
        <translation>%1，迁移自 %2</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="563"/>
        <source>Current scenario: %1</source>
        <translation>当前场景：%1</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="578"/>
        <source>No calibration profiles yet: refit to fit them on the runs of %1.</source>
        <translation>尚无校准画像：请重新拟合，以基于 %1 的运行记录拟合画像。</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="591"/>
        <source>fraction</source>
        <translation>比例</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="604"/>
        <source>fitted</source>
        <translation>已拟合</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="605"/>
        <source>out</source>
        <translation>已移除</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="606"/>
        <source>prior</source>
        <translation>先验</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="613"/>
        <source>Kept at the datasheet prior: the runs do not determine it (%1)</source>
        <translation>保持数据手册先验值：运行记录无法确定该参数（%1）</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="614"/>
        <source>no fit</source>
        <translation>未拟合</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/calibrationpage.cpp" line="633"/>
        <source>%Ln held-out run(s)</source>
        <translation>
            <numerusform>%Ln 条留出运行记录</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="635"/>
        <source>from %1: too few of its own</source>
        <translation>取自 %1：自身过少</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="636"/>
        <source>from %1&apos;s %2: too few of its own</source>
        <translation>取自 %1 的%2：自身过少</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="637"/>
        <source>from their own held-out errors</source>
        <translation>取自其自身的留出误差</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="638"/>
        <source>from their own %1</source>
        <translation>取自其自身的%1</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="641"/>
        <source>Disaggregated runs: TPOT ×%1 to ×%2 (%3)</source>
        <translation>分离式运行记录：TPOT ×%1 至 ×%2（%3）</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="646"/>
        <source>Disaggregated runs: TTFT ×%1 to ×%2 (%3)</source>
        <translation>分离式运行记录：TTFT ×%1 至 ×%2（%3）</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="654"/>
        <source>Corrections per model on this profile (aggregated serving; the offsets of the architecture and of this engine for it, together):</source>
        <translation>此配置文件中各模型的修正（聚合服务；架构修正与此引擎对该架构的修正之积）：</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="656"/>
        <source>Corrections per model on this profile (aggregated serving; the offsets of the architecture, of this engine for it and on this GPU kind, together):</source>
        <translation>此配置文件中各模型的修正（聚合服务；架构修正、此引擎对该架构的修正及此 GPU 类型上的修正之积）：</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="660"/>
        <source>  %1: TPOT ×%2, TTFT ×%3</source>
        <translation>  %1：TPOT ×%2，TTFT ×%3</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/calibrationpage.cpp" line="666"/>
        <source>%Ln run(s) flagged, not fitted:</source>
        <translation>
            <numerusform>%Ln 条运行记录被标记，未参与拟合：</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="668"/>
        <source>  run %1: %2</source>
        <translation>  运行记录 %1：%2</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="670"/>
        <source>No runs flagged.</source>
        <translation>没有被标记的运行记录。</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="672"/>
        <source>Runs the fit flagged are listed after a refit.</source>
        <translation>重新拟合后将列出拟合时标记的运行记录。</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="625"/>
        <source>Note: %1</source>
        <translation>注意：%1</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="626"/>
        <source>80% prediction interval: TPOT ×%1 to ×%2, TTFT ×%3 to ×%4</source>
        <translation>80% 预测区间：TPOT ×%1 至 ×%2，TTFT ×%3 至 ×%4</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/calibrationpage.cpp" line="697"/>
        <source>%Ln underdetermined run(s) (worker counts, or a plan that holds the weights, not stated) are left out of the table: their TPOT interval held the measurement for %1 of them.</source>
        <translation>
            <numerusform>表中未列出 %Ln 条欠定运行记录（未给出工作节点数量或能容纳权重的并行方案）：其 TPOT 区间覆盖了其中 %1 的实测值。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="685"/>
        <source>%1: each of %2 runs predicted by profiles fitted without its fold.</source>
        <translation>%1：%2 条运行记录中的每一条都由不含其所在折的数据拟合出的画像预测。</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="690"/>
        <source>Stored with the profiles on %1.</source>
        <translation>已于 %1 与画像一同存储。</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="740"/>
        <source>All runs</source>
        <translation>全部运行记录</translation>
    </message>
</context>
<context>
    <name>moeplan::widgets::ChartExport</name>
    <message>
        <location filename="../widgets/chartexport.cpp" line="63"/>
        <source>Slides 16:9 (1920 × 1080)</source>
        <translation>幻灯片 16:9（1920 × 1080）</translation>
    </message>
    <message>
        <location filename="../widgets/chartexport.cpp" line="64"/>
        <source>Slides 4:3 (1440 × 1080)</source>
        <translation>幻灯片 4:3（1440 × 1080）</translation>
    </message>
    <message>
        <location filename="../widgets/chartexport.cpp" line="65"/>
        <source>A4 landscape (297 × 210 mm)</source>
        <translation>A4 横向（297 × 210 mm）</translation>
    </message>
    <message>
        <location filename="../widgets/chartexport.cpp" line="230"/>
        <location filename="../widgets/chartexport.cpp" line="234"/>
        <location filename="../widgets/chartexport.cpp" line="240"/>
        <location filename="../widgets/chartexport.cpp" line="243"/>
        <source>%1: cannot write: %2</source>
        <translation>%1：无法写入：%2</translation>
    </message>
    <message>
        <location filename="../widgets/chartexport.cpp" line="254"/>
        <source>%1: no file type: end the name with .png, .svg or .pdf</source>
        <translation>%1：没有文件类型：请以 .png、.svg 或 .pdf 结尾命名</translation>
    </message>
    <message>
        <location filename="../widgets/chartexport.cpp" line="256"/>
        <source>%1: unknown file type &quot;.%2&quot;: use .png, .svg or .pdf</source>
        <translation>%1：未知文件类型 &quot;.%2&quot;：请使用 .png、.svg 或 .pdf</translation>
    </message>
    <message>
        <location filename="../widgets/chartexport.cpp" line="260"/>
        <source>%1: size %2 × %3 is too small (at least 200 × 200)</source>
        <translation>%1：尺寸 %2 × %3 过小（至少 200 × 200）</translation>
    </message>
    <message>
        <location filename="../widgets/chartexport.cpp" line="270"/>
        <source>PNG encoding failed</source>
        <translation>PNG 编码失败</translation>
    </message>
    <message>
        <location filename="../widgets/chartexport.cpp" line="302"/>
        <source>PDF output could not start</source>
        <translation>无法开始 PDF 输出</translation>
    </message>
</context>
<context>
    <name>moeplan::widgets::DeploymentDialog</name>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="54"/>
        <source>Workers (replicas) of this phase</source>
        <translation>此阶段的工作节点（副本）数</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="55"/>
        <source>Attention tensor-parallel size of one worker</source>
        <translation>单个工作节点的注意力张量并行规模</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="56"/>
        <source>MoE expert-parallel size of one worker</source>
        <translation>单个工作节点的 MoE 专家并行规模</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="57"/>
        <source>Attention data-parallel size of one worker</source>
        <translation>单个工作节点的注意力数据并行规模</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="59"/>
        <source>&amp;Workers:</source>
        <translation>工作节点数(&amp;W)：</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="60"/>
        <source>T&amp;P:</source>
        <translation>TP(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="61"/>
        <source>E&amp;P:</source>
        <translation>EP(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="62"/>
        <source>&amp;DP:</source>
        <translation>DP(&amp;D)：</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="72"/>
        <source>Deployment of the benchmark</source>
        <translation>基准测试的部署</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="76"/>
        <source>The model that was benchmarked; &quot;From the result file&quot; takes the file&apos;s model name</source>
        <translation>接受基准测试的模型；“取自结果文件”表示使用文件中的模型名称</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="78"/>
        <location filename="../widgets/deploymentdialog.cpp" line="133"/>
        <location filename="../widgets/deploymentdialog.cpp" line="146"/>
        <location filename="../widgets/deploymentdialog.cpp" line="148"/>
        <source>From the result file</source>
        <translation>取自结果文件</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="80"/>
        <location filename="../widgets/deploymentdialog.cpp" line="85"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="83"/>
        <source>The GPU kind the benchmark ran on</source>
        <translation>运行基准测试的 GPU 型号</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="89"/>
        <source>All GPUs of the deployment; &quot;From the plan&quot; takes one replica (or the workers when disaggregated)</source>
        <translation>部署的全部 GPU；“取自方案”表示使用一个副本的 GPU 数（分离式时为所有工作节点）</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="91"/>
        <source>From the plan</source>
        <translation>取自方案</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="93"/>
        <source>hgx-ib: 8-GPU NVLink nodes joined by InfiniBand; nvl72: 72-GPU NVLink domains</source>
        <translation>hgx-ib：经 InfiniBand 互连的 8 GPU NVLink 节点；nvl72：72 GPU NVLink 域</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="95"/>
        <source>HGX + InfiniBand (hgx-ib)</source>
        <translation>HGX + InfiniBand (hgx-ib)</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="96"/>
        <source>NVL72 (nvl72)</source>
        <translation>NVL72 (nvl72)</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="99"/>
        <source>Aggregated: prefill and decode share the GPUs; disaggregated: separate prefill and decode workers</source>
        <translation>聚合式：预填充和解码共享 GPU；分离式：预填充和解码使用各自的工作节点</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="101"/>
        <source>Aggregated</source>
        <translation>聚合式</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="102"/>
        <source>Disaggregated</source>
        <translation>分离式</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="105"/>
        <source>tp: one tensor-parallel replica; ep: expert parallel with data-parallel attention; tp-replicas: independent tensor-parallel copies</source>
        <translation>tp：单个张量并行副本；ep：专家并行配合数据并行注意力；tp-replicas：多个独立的张量并行副本</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="108"/>
        <source>Tensor parallel (tp)</source>
        <translation>张量并行 (tp)</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="109"/>
        <source>Expert parallel (ep)</source>
        <translation>专家并行 (ep)</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="110"/>
        <source>Tensor-parallel replicas (tp-replicas)</source>
        <translation>张量并行副本 (tp-replicas)</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="112"/>
        <source>Tensor-parallel size</source>
        <translation>张量并行规模</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="113"/>
        <source>Expert-parallel size</source>
        <translation>专家并行规模</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="115"/>
        <source>Plan</source>
        <translation>方案</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="117"/>
        <source>P&amp;lan:</source>
        <translation>方案(&amp;L)：</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="118"/>
        <source>&amp;TP:</source>
        <translation>TP(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="119"/>
        <source>&amp;EP:</source>
        <translation>EP(&amp;E)：</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="121"/>
        <source>Prefill</source>
        <translation>预填充</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="121"/>
        <source>The prefill workers of a disaggregated deployment</source>
        <translation>分离式部署的预填充工作节点</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="122"/>
        <source>Decode</source>
        <translation>解码</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="122"/>
        <source>The decode workers of a disaggregated deployment</source>
        <translation>分离式部署的解码工作节点</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="131"/>
        <source>The serving engine; &quot;From the result file&quot; takes the file&apos;s backend</source>
        <translation>推理服务引擎；“取自结果文件”表示使用文件中的 backend</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="139"/>
        <source>Weight precision of the deployment</source>
        <translation>部署的权重精度</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="144"/>
        <source>Input tokens per request; &quot;From the result file&quot; takes the file&apos;s settings or measured means</source>
        <translation>每个请求的输入 token 数；“取自结果文件”表示使用文件中的设置或实测平均值</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="148"/>
        <source>Output tokens per request</source>
        <translation>每个请求的输出 token 数</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="151"/>
        <source>&amp;Model:</source>
        <translation>模型(&amp;M)：</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="152"/>
        <source>&amp;GPU kind:</source>
        <translation>GPU 型号(&amp;G)：</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="153"/>
        <source>GPU &amp;count:</source>
        <translation>GPU 数量(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="154"/>
        <source>T&amp;opology:</source>
        <translation>拓扑(&amp;O)：</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="155"/>
        <source>&amp;Serving:</source>
        <translation>服务模式(&amp;S)：</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="156"/>
        <source>E&amp;ngine:</source>
        <translation>引擎(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="157"/>
        <source>P&amp;recision:</source>
        <translation>精度(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="158"/>
        <source>&amp;Input tokens (ISL):</source>
        <translation>输入 token 数 (ISL)(&amp;I)：</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="159"/>
        <source>O&amp;utput tokens (OSL):</source>
        <translation>输出 token 数 (OSL)(&amp;U)：</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="166"/>
        <source>Import the remaining files that lack a deployment with this one, without asking again</source>
        <translation>对其余缺少部署信息的文件使用此部署导入，不再询问</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="174"/>
        <source>&amp;Import</source>
        <translation>导入(&amp;I)</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="175"/>
        <source>Import the file with this deployment</source>
        <translation>使用此部署导入该文件</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="176"/>
        <source>Skip this file</source>
        <translation>跳过此文件</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="195"/>
        <source>%1 does not say how the model was deployed. Give the deployment the benchmark ran on:</source>
        <translation>%1 未说明模型的部署方式。请提供运行基准测试时的部署：</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/deploymentdialog.cpp" line="203"/>
        <source>Use this deployment for the %Ln remaining file(s) that lack one</source>
        <translation>
            <numerusform>对其余 %Ln 个缺少部署信息的文件使用此部署</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="218"/>
        <source>Unknown</source>
        <translation>未知</translation>
    </message>
</context>
<context>
    <name>moeplan::widgets::DiagnosisView</name>
    <message>
        <location filename="../widgets/diagnosisview.cpp" line="20"/>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <location filename="../widgets/diagnosisview.cpp" line="37"/>
        <source>The four readings in order: each rules a ceiling in or out before the next is worth taking. Measured from the run&apos;s telemetry, next to the model&apos;s expected value.</source>
        <translation>按顺序给出的四项读数：每项都先确认或排除一个上限，再看下一项才有意义。实测值取自运行记录的遥测数据，并与模型预期值并列显示。</translation>
    </message>
    <message>
        <location filename="../widgets/diagnosisview.cpp" line="70"/>
        <source>Bound by: %1</source>
        <translation>约束项：%1</translation>
    </message>
    <message>
        <location filename="../widgets/diagnosisview.cpp" line="72"/>
        <source>Bound by: %1 (no reading at its ceiling: the nearest)</source>
        <translation>约束项：%1（没有读数达到上限：取最接近者）</translation>
    </message>
    <message>
        <location filename="../widgets/diagnosisview.cpp" line="75"/>
        <source>Bound by: %1 (likely: the confirming reading is missing)</source>
        <translation>约束项：%1（可能：缺少确认读数）</translation>
    </message>
    <message>
        <location filename="../widgets/diagnosisview.cpp" line="97"/>
        <source>Reading</source>
        <translation>读数</translation>
    </message>
    <message>
        <location filename="../widgets/diagnosisview.cpp" line="97"/>
        <location filename="../widgets/diagnosisview.cpp" line="186"/>
        <source>Measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <location filename="../widgets/diagnosisview.cpp" line="97"/>
        <location filename="../widgets/diagnosisview.cpp" line="187"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../widgets/diagnosisview.cpp" line="107"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location filename="../widgets/diagnosisview.cpp" line="109"/>
        <source>at most %1</source>
        <translation>最多 %1</translation>
    </message>
    <message>
        <location filename="../widgets/diagnosisview.cpp" line="112"/>
        <source>100% = %1; counts as near its ceiling from %2.</source>
        <translation>100% = %1；从 %2 起视为接近上限。</translation>
    </message>
    <message>
        <location filename="../widgets/diagnosisview.cpp" line="115"/>
        <source>Measured from %1.</source>
        <translation>实测来源：%1。</translation>
    </message>
    <message>
        <location filename="../widgets/diagnosisview.cpp" line="118"/>
        <source>Spread across GPUs: %1 of the highest.</source>
        <translation>各 GPU 间离散度：为最高值的 %1。</translation>
    </message>
    <message>
        <location filename="../widgets/diagnosisview.cpp" line="120"/>
        <source>A busy-time proxy: an upper bound, it can rule the ceiling out but never in.</source>
        <translation>忙碌时间代理指标：只是上界，可以排除该上限，但无法确认。</translation>
    </message>
    <message>
        <location filename="../widgets/diagnosisview.cpp" line="123"/>
        <source>Far from what the model expects.</source>
        <translation>与模型预期相差较大。</translation>
    </message>
    <message>
        <location filename="../widgets/diagnosisview.cpp" line="144"/>
        <source>GPU_UTIL %1: shown, never counted as compute.</source>
        <translation>GPU_UTIL %1：仅显示，不计为计算。</translation>
    </message>
    <message>
        <location filename="../widgets/diagnosisview.cpp" line="146"/>
        <source>Lever: %1</source>
        <translation>调优手段：%1</translation>
    </message>
    <message>
        <location filename="../widgets/diagnosisview.cpp" line="148"/>
        <source>Finding: %1</source>
        <translation>发现：%1</translation>
    </message>
    <message>
        <location filename="../widgets/diagnosisview.cpp" line="150"/>
        <source>Note: %1</source>
        <translation>注意：%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/diagnosisview.cpp" line="151"/>
        <source>Telemetry of %Ln GPU(s); model: %1.</source>
        <translation>
            <numerusform>%Ln 个 GPU 的遥测数据；模型：%1。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/diagnosisview.cpp" line="158"/>
        <source>No diagnosis</source>
        <translation>无诊断</translation>
    </message>
    <message>
        <location filename="../widgets/diagnosisview.cpp" line="185"/>
        <source>at most 100%</source>
        <translation>最多 100%</translation>
    </message>
</context>
<context>
    <name>moeplan::widgets::ExportDialog</name>
    <message>
        <location filename="../widgets/exportdialog.cpp" line="53"/>
        <source>&amp;Footnote with the assumptions</source>
        <translation>附带前提假设脚注(&amp;F)</translation>
    </message>
    <message>
        <location filename="../widgets/exportdialog.cpp" line="56"/>
        <location filename="../widgets/exportdialog.cpp" line="149"/>
        <source>Export Chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <location filename="../widgets/exportdialog.cpp" line="57"/>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <location filename="../widgets/exportdialog.cpp" line="59"/>
        <source>The file name&apos;s extension picks the format: .png, .svg or .pdf</source>
        <translation>由文件扩展名决定格式：.png、.svg 或 .pdf</translation>
    </message>
    <message>
        <location filename="../widgets/exportdialog.cpp" line="63"/>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <location filename="../widgets/exportdialog.cpp" line="64"/>
        <source>PNG only: pixels per point, for sharp images on high-density screens and slides</source>
        <translation>仅限 PNG：每点像素数，用于在高密度屏幕和幻灯片上获得清晰图像</translation>
    </message>
    <message>
        <location filename="../widgets/exportdialog.cpp" line="70"/>
        <source>&amp;File:</source>
        <translation>文件(&amp;F)：</translation>
    </message>
    <message>
        <location filename="../widgets/exportdialog.cpp" line="71"/>
        <source>&amp;Size:</source>
        <translation>尺寸(&amp;S)：</translation>
    </message>
    <message>
        <location filename="../widgets/exportdialog.cpp" line="72"/>
        <source>S&amp;cale:</source>
        <translation>缩放(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../widgets/exportdialog.cpp" line="73"/>
        <source>&amp;Title:</source>
        <translation>标题(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../widgets/exportdialog.cpp" line="77"/>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <location filename="../widgets/exportdialog.cpp" line="79"/>
        <source>Co&amp;py to Clipboard</source>
        <translation>复制到剪贴板(&amp;P)</translation>
    </message>
    <message>
        <location filename="../widgets/exportdialog.cpp" line="80"/>
        <source>Export &amp;Data as CSV…</source>
        <translation>将数据导出为 CSV(&amp;D)…</translation>
    </message>
    <message>
        <location filename="../widgets/exportdialog.cpp" line="98"/>
        <source>Export Data as CSV</source>
        <translation>将数据导出为 CSV</translation>
    </message>
    <message>
        <location filename="../widgets/exportdialog.cpp" line="99"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <location filename="../widgets/exportdialog.cpp" line="150"/>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG 图像 (*.png);;SVG 图形 (*.svg);;PDF 文档 (*.pdf)</translation>
    </message>
</context>
<context>
    <name>moeplan::widgets::FrontierChart</name>
    <message>
        <location filename="../widgets/frontierchart.cpp" line="64"/>
        <source>Tokens/s, total</source>
        <translation>Tokens/s，总计</translation>
    </message>
    <message>
        <location filename="../widgets/frontierchart.cpp" line="65"/>
        <source>Tokens/s per GPU</source>
        <translation>每 GPU Tokens/s</translation>
    </message>
    <message>
        <location filename="../widgets/frontierchart.cpp" line="66"/>
        <source>$ per million tokens</source>
        <translation>每百万 token 美元</translation>
    </message>
    <message>
        <location filename="../widgets/frontierchart.cpp" line="67"/>
        <source>Tokens/s per MW</source>
        <translation>每 MW Tokens/s</translation>
    </message>
    <message>
        <location filename="../widgets/frontierchart.cpp" line="68"/>
        <source>What the x axis shows: throughput of the whole deployment or per GPU, cost per million output tokens (price from the Size It page) or tokens/s per MW of facility power</source>
        <translation>x 轴显示的内容：整个部署或每个 GPU 的吞吐量、每百万输出 token 的成本（价格取自“规模测算”页面），或每 MW 设施功耗的 tokens/s</translation>
    </message>
    <message>
        <location filename="../widgets/frontierchart.cpp" line="71"/>
        <source>&amp;X axis:</source>
        <translation>X 轴(&amp;X)：</translation>
    </message>
    <message>
        <location filename="../widgets/frontierchart.cpp" line="75"/>
        <source>ms per &amp;token</source>
        <translation>每 token 毫秒数(&amp;T)</translation>
    </message>
    <message>
        <location filename="../widgets/frontierchart.cpp" line="77"/>
        <source>Show per-user latency (ms per output token) instead of speed</source>
        <translation>显示单用户延迟（每输出 token 毫秒数）而非速度</translation>
    </message>
    <message>
        <location filename="../widgets/frontierchart.cpp" line="105"/>
        <location filename="../widgets/frontierchart.cpp" line="251"/>
        <source>Aggregate throughput (tokens/s)</source>
        <translation>聚合吞吐量 (tokens/s)</translation>
    </message>
    <message>
        <location filename="../widgets/frontierchart.cpp" line="106"/>
        <location filename="../widgets/frontierchart.cpp" line="264"/>
        <source>Per-user speed (tokens/s/user)</source>
        <translation>单用户速度 (tokens/s/user)</translation>
    </message>
    <message>
        <location filename="../widgets/frontierchart.cpp" line="131"/>
        <source>Pinned operating point</source>
        <translation>已固定的工作点</translation>
    </message>
    <message>
        <location filename="../widgets/frontierchart.cpp" line="140"/>
        <source>Current operating point</source>
        <translation>当前工作点</translation>
    </message>
    <message>
        <location filename="../widgets/frontierchart.cpp" line="254"/>
        <source>Throughput per GPU (tokens/s/GPU)</source>
        <translation>单 GPU 吞吐量 (tokens/s/GPU)</translation>
    </message>
    <message>
        <location filename="../widgets/frontierchart.cpp" line="257"/>
        <source>Cost ($ per million output tokens)</source>
        <translation>成本（每百万输出 token 美元）</translation>
    </message>
    <message>
        <location filename="../widgets/frontierchart.cpp" line="260"/>
        <source>Tokens/s per MW of facility power</source>
        <translation>每 MW 设施功耗的 Tokens/s</translation>
    </message>
    <message>
        <location filename="../widgets/frontierchart.cpp" line="263"/>
        <source>Per-user latency (ms per output token)</source>
        <translation>单用户延迟（每输出 token 毫秒数）</translation>
    </message>
    <message>
        <location filename="../widgets/frontierchart.cpp" line="279"/>
        <source>%1 (out of memory)</source>
        <translation>%1（显存不足）</translation>
    </message>
    <message>
        <location filename="../widgets/frontierchart.cpp" line="294"/>
        <source>Best across plans (%1)</source>
        <translation>各方案中的最优（%1）</translation>
    </message>
    <message>
        <location filename="../widgets/frontierchart.cpp" line="304"/>
        <source>Best across plans:</source>
        <translation>各方案中的最优：</translation>
    </message>
    <message>
        <location filename="../widgets/frontierchart.cpp" line="331"/>
        <source>80% prediction interval</source>
        <translation>80% 预测区间</translation>
    </message>
    <message>
        <location filename="../widgets/frontierchart.cpp" line="342"/>
        <source>Pinned: %1</source>
        <translation>已固定：%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/frontierchart.cpp" line="375"/>
        <source>Measured, this deployment (%Ln)</source>
        <translation>
            <numerusform>实测，本部署（%Ln）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/frontierchart.cpp" line="377"/>
        <source>Measured, other deployments (%Ln)</source>
        <translation>
            <numerusform>实测，其他部署（%Ln）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/frontierchart.cpp" line="382"/>
        <source>No curve for this scenario: %1</source>
        <translation>此场景无曲线：%1</translation>
    </message>
    <message>
        <location filename="../widgets/frontierchart.cpp" line="385"/>
        <source>Other topology not shown: %1</source>
        <translation>未显示另一种拓扑：%1</translation>
    </message>
    <message>
        <location filename="../widgets/frontierchart.cpp" line="396"/>
        <source>%1 ms/token</source>
        <translation>%1 ms/token</translation>
    </message>
    <message>
        <location filename="../widgets/frontierchart.cpp" line="397"/>
        <source>%1 tokens/s/user</source>
        <translation>%1 tokens/s/user</translation>
    </message>
    <message>
        <location filename="../widgets/frontierchart.cpp" line="400"/>
        <source>%1 tokens/s/GPU</source>
        <translation>%1 tokens/s/GPU</translation>
    </message>
    <message>
        <location filename="../widgets/frontierchart.cpp" line="401"/>
        <source>$%1/Mtok</source>
        <translation>$%1/Mtok</translation>
    </message>
    <message>
        <location filename="../widgets/frontierchart.cpp" line="403"/>
        <source>%1 tokens/s/MW</source>
        <translation>%1 tokens/s/MW</translation>
    </message>
    <message>
        <location filename="../widgets/frontierchart.cpp" line="404"/>
        <source>%1 tokens/s</source>
        <translation>%1 tokens/s</translation>
    </message>
    <message>
        <location filename="../widgets/frontierchart.cpp" line="408"/>
        <source>Batch %1 per decode worker%2
%3 · %4</source>
        <translation>每个解码工作节点批大小 %1%2
%3 · %4</translation>
    </message>
    <message>
        <location filename="../widgets/frontierchart.cpp" line="409"/>
        <source>Batch %1 per replica%2
%3 · %4</source>
        <translation>每个副本批大小 %1%2
%3 · %4</translation>
    </message>
    <message>
        <location filename="../widgets/frontierchart.cpp" line="411"/>
        <source> (out of memory)</source>
        <translation> (显存不足)</translation>
    </message>
    <message>
        <location filename="../widgets/frontierchart.cpp" line="432"/>
        <source>Target: %1 tokens/s at %2 tokens/s/user or more</source>
        <translation>目标：%1 tokens/s，单用户 %2 tokens/s 或以上</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/frontierchart.cpp" line="446"/>
        <source>Cheapest for the target: %1, %Ln GPU(s)</source>
        <translation>
            <numerusform>满足目标的最便宜方案：%1，%Ln 个 GPU</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/frontierchart.cpp" line="506"/>
        <source>
Click to open the run</source>
        <translation>
单击打开该运行记录</translation>
    </message>
</context>
<context>
    <name>moeplan::widgets::GpuKindDialog</name>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="227"/>
        <source>New GPU Kind</source>
        <translation>新建 GPU 型号</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="229"/>
        <source>Start from a known kind and change what the new part does differently. Dense peaks, not sparse.</source>
        <translation>以一个已知型号为起点，修改新硬件的不同之处。请填写稠密峰值，而非稀疏峰值。</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="239"/>
        <source>&amp;Like:</source>
        <translation>参照(&amp;L)：</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="243"/>
        <source>&amp;Id:</source>
        <translation>ID(&amp;I)：</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="244"/>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="246"/>
        <source>HGX board (8 GPUs per node)</source>
        <translation>HGX 板卡（每节点 8 个 GPU）</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="247"/>
        <source>Rack-scale NVLink domain (NVL72)</source>
        <translation>机柜级 NVLink 域 (NVL72)</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="248"/>
        <source>OAM board</source>
        <translation>OAM 板卡</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="249"/>
        <source>&amp;Form:</source>
        <translation>形态(&amp;F)：</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="258"/>
        <location filename="../widgets/catalogdialogs.cpp" line="259"/>
        <location filename="../widgets/catalogdialogs.cpp" line="260"/>
        <source> TFLOPS</source>
        <translation> TFLOPS</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="261"/>
        <location filename="../widgets/catalogdialogs.cpp" line="262"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="263"/>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="264"/>
        <source> TB/s</source>
        <translation> TB/s</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="265"/>
        <source> GB/s</source>
        <translation> GB/s</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="268"/>
        <source> GPUs</source>
        <translation> 个 GPU</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="269"/>
        <source> Gb/s</source>
        <translation> Gb/s</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="270"/>
        <source> W</source>
        <translation> W</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="271"/>
        <source> USD/GPU-hour</source>
        <translation> 美元/GPU 小时</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="272"/>
        <source>not stated</source>
        <translation>未注明</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="273"/>
        <source>BF16 dense peak:</source>
        <translation>BF16 稠密峰值：</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="274"/>
        <source>FP8 dense peak:</source>
        <translation>FP8 稠密峰值：</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="275"/>
        <source>FP4 dense peak:</source>
        <translation>FP4 稠密峰值：</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="276"/>
        <source>HBM capacity:</source>
        <translation>HBM 容量：</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="277"/>
        <source>HBM bandwidth:</source>
        <translation>HBM 带宽：</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="278"/>
        <source>NVLink per GPU, each way:</source>
        <translation>每 GPU 单向 NVLink 带宽：</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="279"/>
        <source>NVLink domain:</source>
        <translation>NVLink 域：</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="280"/>
        <source>NIC per GPU:</source>
        <translation>每 GPU NIC：</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="281"/>
        <source>TDP:</source>
        <translation>TDP：</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="282"/>
        <source>Price:</source>
        <translation>价格：</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="283"/>
        <source>Replace the bundled kind with this id (for this user)</source>
        <translation>替换具有此 id 的内置型号（仅对当前用户）</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="309"/>
        <source>%1 (what-if)</source>
        <translation>%1（假设分析）</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="342"/>
        <source>user datasheet, started from %1</source>
        <translation>用户数据手册，基于 %1</translation>
    </message>
</context>
<context>
    <name>moeplan::widgets::HistoryPage</name>
    <message>
        <location filename="../widgets/historypage.cpp" line="109"/>
        <source>Your role may read this team history but not change it: ask its owner for INSERT, UPDATE and DELETE on runs and sources</source>
        <translation>您的角色可以读取此团队历史记录，但不能修改：请向其所有者申请 runs 和 sources 的 INSERT、UPDATE 和 DELETE 权限</translation>
    </message>
    <message>
        <location filename="../widgets/historypage.cpp" line="116"/>
        <source>%1: read-only. You can browse, plot and calibrate; importing and deleting are off. %2.</source>
        <translation>%1：只读。您可以浏览、绘图和校准；导入和删除已关闭。%2。</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/historypage.cpp" line="149"/>
        <source>The team changed the notes of %Ln run(s).</source>
        <translation>
            <numerusform>团队更改了 %Ln 个运行的备注。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/historypage.cpp" line="156"/>
        <source>%Ln calibration profile(s) from the team: the charts use them now.</source>
        <translation>
            <numerusform>来自团队的 %Ln 个校准配置：图表现已使用它们。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/historypage.cpp" line="159"/>
        <source>%1: up to date.</source>
        <translation>%1：已是最新。</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/historypage.cpp" line="163"/>
        <source>%Ln new run(s) from the team.</source>
        <translation>
            <numerusform>来自团队的 %Ln 个新运行。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/historypage.cpp" line="164"/>
        <source>%Ln run(s) removed by the team.</source>
        <translation>
            <numerusform>团队删除了 %Ln 个运行。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/historypage.cpp" line="165"/>
        <source>Runs from the team: %1 new, %2 removed.</source>
        <translation>来自团队的运行：新增 %1 个，删除 %2 个。</translation>
    </message>
    <message>
        <location filename="../widgets/historypage.cpp" line="179"/>
        <source>&amp;Import…</source>
        <translation>导入(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../widgets/historypage.cpp" line="182"/>
        <source>Import benchmark result files or history databases (Ctrl+I)</source>
        <translation>导入基准测试结果文件或历史数据库（Ctrl+I）</translation>
    </message>
    <message>
        <location filename="../widgets/historypage.cpp" line="186"/>
        <source>Import &amp;Folder…</source>
        <translation>导入文件夹(&amp;F)…</translation>
    </message>
    <message>
        <location filename="../widgets/historypage.cpp" line="190"/>
        <source>Import every benchmark result in a folder and its subfolders (Ctrl+Shift+I)</source>
        <translation>导入文件夹及其子文件夹中的所有基准测试结果（Ctrl+Shift+I）</translation>
    </message>
    <message>
        <location filename="../widgets/historypage.cpp" line="195"/>
        <source>Dele&amp;te</source>
        <translation>删除(&amp;T)</translation>
    </message>
    <message>
        <location filename="../widgets/historypage.cpp" line="198"/>
        <source>Delete the selected runs from the history (Delete)</source>
        <translation>从历史记录中删除所选运行记录（Delete）</translation>
    </message>
    <message>
        <location filename="../widgets/historypage.cpp" line="202"/>
        <source>Refresh from &amp;Server</source>
        <translation>从服务器刷新(&amp;S)</translation>
    </message>
    <message>
        <location filename="../widgets/historypage.cpp" line="206"/>
        <source>Bring in the runs others added to the team&apos;s history, and drop those they deleted (Ctrl+Shift+R)</source>
        <translation>取回其他人添加到团队历史记录中的运行，并移除他们删除的运行（Ctrl+Shift+R）</translation>
    </message>
    <message>
        <location filename="../widgets/historypage.cpp" line="213"/>
        <source>&amp;Open in Planner</source>
        <translation>在规划器中打开(&amp;O)</translation>
    </message>
    <message>
        <location filename="../widgets/historypage.cpp" line="217"/>
        <source>Load the selected run&apos;s deployment into the planner, with its measured readings over the model&apos;s when it has telemetry (Ctrl+Enter; undoable there)</source>
        <translation>将所选运行记录的部署载入规划器；如有遥测数据，还会将其实测读数与模型读数对照显示（Ctrl+Enter；可在规划器中撤销）</translation>
    </message>
    <message>
        <location filename="../widgets/historypage.cpp" line="240"/>
        <source>Files imported so far</source>
        <translation>已导入的文件</translation>
    </message>
    <message>
        <location filename="../widgets/historypage.cpp" line="242"/>
        <source>&amp;Cancel import</source>
        <translation>取消导入(&amp;C)</translation>
    </message>
    <message>
        <location filename="../widgets/historypage.cpp" line="243"/>
        <source>Stop after the file being imported</source>
        <translation>导入完当前文件后停止</translation>
    </message>
    <message>
        <location filename="../widgets/historypage.cpp" line="491"/>
        <source>Delete runs</source>
        <translation>删除运行记录</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/historypage.cpp" line="492"/>
        <source>Delete %Ln run(s) from the history? Undo (Ctrl+Z) brings them back.</source>
        <translation>
            <numerusform>要从历史记录中删除 %Ln 条运行记录吗？可用撤销（Ctrl+Z）恢复。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/historypage.cpp" line="523"/>
        <source>%1: no run with id %2 in the history</source>
        <translation>%1：历史记录中没有 id 为 %2 的运行记录</translation>
    </message>
    <message>
        <location filename="../widgets/historypage.cpp" line="539"/>
        <source>Import benchmark results</source>
        <translation>导入基准测试结果</translation>
    </message>
    <message>
        <location filename="../widgets/historypage.cpp" line="540"/>
        <source>Benchmark results and histories (*.json *.jsonl *.csv *.txt *.sqlite *.db);;All files (*)</source>
        <translation>基准测试结果和历史记录 (*.json *.jsonl *.csv *.txt *.sqlite *.db);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../widgets/historypage.cpp" line="549"/>
        <source>Import a folder of benchmark results</source>
        <translation>导入基准测试结果文件夹</translation>
    </message>
    <message>
        <location filename="../widgets/historypage.cpp" line="559"/>
        <source>%1: read-only for your role; nothing was imported.</source>
        <translation>%1：对您的角色只读；未导入任何内容。</translation>
    </message>
    <message>
        <location filename="../widgets/historypage.cpp" line="630"/>
        <source>%1: the import could not start</source>
        <translation>%1：无法开始导入</translation>
    </message>
    <message>
        <location filename="../widgets/historypage.cpp" line="638"/>
        <source>Importing %1 (file %2 of %3)…</source>
        <translation>正在导入 %1（第 %2 个，共 %3 个文件）…</translation>
    </message>
    <message>
        <location filename="../widgets/historypage.cpp" line="716"/>
        <source>%1: rejected: the file does not say how the model was deployed (GPU kind, GPU count and plan); import it again and give the deployment</source>
        <translation>%1：已拒绝：文件未说明模型的部署方式（GPU 型号、GPU 数量和方案）；请重新导入并提供部署信息</translation>
    </message>
    <message>
        <location filename="../widgets/historypage.cpp" line="723"/>
        <source>The import was cancelled; the files after the one in progress were not imported.</source>
        <translation>导入已取消；正在导入的文件之后的文件均未导入。</translation>
    </message>
</context>
<context>
    <name>moeplan::widgets::ImportPreviewDialog</name>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="44"/>
        <source>Import benchmark results</source>
        <translation>导入基准测试结果</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="47"/>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="47"/>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="47"/>
        <source>Runs</source>
        <translation>运行记录</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="47"/>
        <source>Refused</source>
        <translation>拒绝</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="48"/>
        <source>What will happen</source>
        <translation>将执行的操作</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="48"/>
        <source>Against the history</source>
        <translation>与历史对照</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="55"/>
        <source>One row per file: the format recognised in it, the runs it holds, the records that will be refused, and what the import will do</source>
        <translation>每个文件一行：识别出的格式、包含的运行记录、将被拒绝的记录，以及导入将执行的操作</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="58"/>
        <source>Select a file to see why records are refused and what the import notes about it.</source>
        <translation>选择一个文件，查看记录被拒绝的原因以及导入时对该文件的说明。</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="60"/>
        <source>The selected file&apos;s refusals and notes</source>
        <translation>所选文件的拒绝原因和说明</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="73"/>
        <source>&amp;Deployment for files that state none…</source>
        <translation>为未声明部署的文件指定部署(&amp;D)…</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="74"/>
        <source>Give the GPU kind, GPU count and plan once for every file that does not state them; what a file states wins</source>
        <translation>为所有未声明 GPU 型号、GPU 数量和方案的文件统一指定一次；以文件中声明的内容为准</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="77"/>
        <source>&amp;Stop reading</source>
        <translation>停止读取(&amp;S)</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="78"/>
        <source>Stop reading the files; those read so far are listed</source>
        <translation>停止读取文件；列出已读取的文件</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="82"/>
        <source>&amp;Import</source>
        <translation>导入(&amp;I)</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="83"/>
        <source>Import the files listed (one undo step)</source>
        <translation>导入列出的文件（可一步撤销）</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="91"/>
        <source>Leave &amp;out files with runs that disagree</source>
        <translation>不导入含不一致运行的文件(&amp;O)</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="92"/>
        <source>Untick every file with a run that disagrees with its deployment&apos;s other measured loads (tick one again to keep it)</source>
        <translation>取消勾选所有含有与其部署其他实测负载不一致的运行的文件（重新勾选即可保留）</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/importpreviewdialog.cpp" line="153"/>
        <source>Reading %Ln file(s)…</source>
        <translation>
            <numerusform>正在读取 %Ln 个文件…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="171"/>
        <source>leave out (unticked)</source>
        <translation>不导入（已取消勾选）</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="175"/>
        <source>merge the history database</source>
        <translation>合并历史数据库</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="168"/>
        <source>skip: not a benchmark result</source>
        <translation>跳过：不是基准测试结果</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="169"/>
        <source>refuse: not a recognised benchmark result</source>
        <translation>拒绝：不是可识别的基准测试结果</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="177"/>
        <source>needs the deployment: %1</source>
        <translation>需要部署信息：%1</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="173"/>
        <location filename="../widgets/importpreviewdialog.cpp" line="178"/>
        <source>refuse: %1</source>
        <translation>拒绝：%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/importpreviewdialog.cpp" line="186"/>
        <source>merge %Ln new run(s)</source>
        <translation>
            <numerusform>合并 %Ln 个新运行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/importpreviewdialog.cpp" line="189"/>
        <source>merge %Ln run(s); refuse %1</source>
        <translation>
            <numerusform>合并 %Ln 条运行记录；拒绝 %1 条</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/importpreviewdialog.cpp" line="190"/>
        <source>merge %Ln run(s)</source>
        <translation>
            <numerusform>合并 %Ln 条运行记录</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/importpreviewdialog.cpp" line="192"/>
        <source>import %Ln run(s); refuse %1 record(s)</source>
        <translation>
            <numerusform>导入 %Ln 条运行记录；拒绝 %1 条记录</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/importpreviewdialog.cpp" line="193"/>
        <source>import %Ln run(s)</source>
        <translation>
            <numerusform>导入 %Ln 条运行记录</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="216"/>
        <source>%1
Untick to leave the file out of the import (Space)</source>
        <translation>%1
取消勾选即可不导入该文件（空格键）</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/importpreviewdialog.cpp" line="274"/>
        <source>%Ln file(s) will be imported with %1 run(s)</source>
        <translation>
            <numerusform>将导入 %Ln 个文件，共 %1 条运行记录</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/importpreviewdialog.cpp" line="276"/>
        <source>%Ln need(s) the deployment they do not state</source>
        <translation>
            <numerusform>%Ln 个文件需要提供其未声明的部署信息</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/importpreviewdialog.cpp" line="278"/>
        <source>%Ln will be refused</source>
        <translation>
            <numerusform>%Ln 个将被拒绝</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/importpreviewdialog.cpp" line="280"/>
        <source>%Ln skipped (not benchmark results)</source>
        <translation>
            <numerusform>%Ln 个已跳过（不是基准测试结果）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/importpreviewdialog.cpp" line="282"/>
        <source>%Ln left out</source>
        <translation>
            <numerusform>%Ln 个不导入</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="283"/>
        <location filename="../widgets/importpreviewdialog.cpp" line="354"/>
        <source>; </source>
        <comment>between the clauses of a summary sentence</comment>
        <translation>；</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="284"/>
        <source>.</source>
        <comment>ends a summary sentence</comment>
        <translation>。</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="286"/>
        <source>Reading stopped after %1 of %2 files; only those are imported.</source>
        <translation>读取在 %2 个文件中的第 %1 个后停止；只导入这些文件。</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="312"/>
        <source>checking…</source>
        <translation>检查中…</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="340"/>
        <source>not checked</source>
        <translation>未检查</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/importpreviewdialog.cpp" line="350"/>
        <source>%1 of %Ln run(s) disagree</source>
        <translation>
            <numerusform>%Ln 个运行中有 %1 个不一致</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="351"/>
        <source>none disagrees</source>
        <translation>全部一致</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/importpreviewdialog.cpp" line="353"/>
        <source>%Ln already stored</source>
        <translation>
            <numerusform>%Ln 个已存储</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="358"/>
        <source>Each run set beside the model and beside the history&apos;s measured loads of its deployment (and the other files&apos; runs); select the file to read why</source>
        <translation>每个运行都与模型及历史中其部署的实测负载（以及其他文件的运行）对照；选择文件可查看原因</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="184"/>
        <source>nothing new: the history holds its runs</source>
        <translation>无新内容：历史中已有其运行</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/importpreviewdialog.cpp" line="187"/>
        <source>import %Ln new run(s)</source>
        <translation>
            <numerusform>导入 %Ln 个新运行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/importpreviewdialog.cpp" line="292"/>
        <source>%Ln run(s) disagree with their deployment&apos;s other measured loads; select a file to see which, and check them before calibrating on them.</source>
        <translation>
            <numerusform>%Ln 个运行与其部署的其他实测负载不一致；选择文件可查看是哪些，请在以其校准之前检查它们。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/importpreviewdialog.cpp" line="297"/>
        <source>%Ln run(s) are already in the history and will not be stored again.</source>
        <translation>
            <numerusform>%Ln 个运行已在历史中，不会再次存储。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="379"/>
        <source>Refused: %1</source>
        <translation>已拒绝：%1</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="381"/>
        <source>Missing: %1</source>
        <translation>缺失：%1</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="383"/>
        <source>Note: %1</source>
        <translation>注意：%1</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="386"/>
        <source>Not checked against the history: %1</source>
        <translation>未与历史对照检查：%1</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="406"/>
        <source>Run %1 (%2 clients)</source>
        <translation>运行 %1（%2 个客户端）</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="406"/>
        <source>Run %1</source>
        <translation>运行 %1</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="408"/>
        <source>%1 is already in the history (run %2).</source>
        <translation>%1 已在历史中（运行 %2）。</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="409"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/importpreviewdialog.cpp" line="413"/>
        <source>… and %Ln more run(s) that disagree or cannot be checked.</source>
        <translation>
            <numerusform>… 另有 %Ln 个运行不一致或无法检查。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/importpreviewdialog.cpp" line="415"/>
        <source>%Ln of its runs are already in the history.</source>
        <translation>
            <numerusform>其中 %Ln 个运行已在历史中。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/importpreviewdialog.cpp" line="425"/>
        <source>%Ln file(s) that state no deployment</source>
        <translation>
            <numerusform>%Ln 个未声明部署的文件</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>moeplan::widgets::ImportSummaryDialog</name>
    <message>
        <location filename="../widgets/importsummarydialog.cpp" line="20"/>
        <source>skipped: no deployment</source>
        <translation>已跳过：无部署信息</translation>
    </message>
    <message>
        <location filename="../widgets/importsummarydialog.cpp" line="21"/>
        <source>rejected</source>
        <translation>已拒绝</translation>
    </message>
    <message>
        <location filename="../widgets/importsummarydialog.cpp" line="23"/>
        <source>merged</source>
        <translation>已合并</translation>
    </message>
    <message>
        <location filename="../widgets/importsummarydialog.cpp" line="24"/>
        <source>imported</source>
        <translation>已导入</translation>
    </message>
    <message>
        <location filename="../widgets/importsummarydialog.cpp" line="25"/>
        <source>imported, records refused</source>
        <translation>已导入，部分记录被拒绝</translation>
    </message>
    <message>
        <location filename="../widgets/importsummarydialog.cpp" line="34"/>
        <source>Import summary</source>
        <translation>导入摘要</translation>
    </message>
    <message>
        <location filename="../widgets/importsummarydialog.cpp" line="37"/>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <location filename="../widgets/importsummarydialog.cpp" line="37"/>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../widgets/importsummarydialog.cpp" line="37"/>
        <source>Imported</source>
        <translation>已导入</translation>
    </message>
    <message>
        <location filename="../widgets/importsummarydialog.cpp" line="37"/>
        <source>Duplicates</source>
        <translation>重复</translation>
    </message>
    <message>
        <location filename="../widgets/importsummarydialog.cpp" line="46"/>
        <source>The records that were refused, with their line and reason, and what the import notes about each file</source>
        <translation>被拒绝的记录（含所在行及原因），以及导入时对每个文件的说明</translation>
    </message>
    <message>
        <location filename="../widgets/importsummarydialog.cpp" line="74"/>
        <source>%1: imported %2, duplicates %3, records refused %4</source>
        <translation>%1：已导入 %2，重复 %3，拒绝记录 %4</translation>
    </message>
    <message>
        <location filename="../widgets/importsummarydialog.cpp" line="98"/>
        <source>%1: note: %2</source>
        <translation>%1：注意：%2</translation>
    </message>
    <message>
        <location filename="../widgets/importsummarydialog.cpp" line="100"/>
        <source>%1: imported before; to store it with another deployment, delete its runs and import it again (or moeplan-cli import --replace)</source>
        <translation>%1：此前已导入；如需以另一种部署存储，请删除其运行记录后重新导入（或使用 moeplan-cli import --replace）</translation>
    </message>
    <message>
        <location filename="../widgets/importsummarydialog.cpp" line="38"/>
        <source>Reason</source>
        <translation>原因</translation>
    </message>
    <message>
        <location filename="../widgets/importsummarydialog.cpp" line="38"/>
        <source>Records refused</source>
        <translation>被拒绝的记录</translation>
    </message>
    <message>
        <location filename="../widgets/importsummarydialog.cpp" line="43"/>
        <source>One row per file: runs imported, runs already in the history, and why a file or rows of it were rejected</source>
        <translation>每个文件一行：已导入的运行记录、历史记录中已有的运行记录，以及文件或其中某些行被拒绝的原因</translation>
    </message>
    <message>
        <location filename="../widgets/importsummarydialog.cpp" line="51"/>
        <source>Close the summary</source>
        <translation>关闭摘要</translation>
    </message>
    <message>
        <location filename="../widgets/importsummarydialog.cpp" line="67"/>
        <source>%1: %2: %3</source>
        <translation>%1：%2：%3</translation>
    </message>
    <message>
        <location filename="../widgets/importsummarydialog.cpp" line="69"/>
        <source>%1: imported %2, duplicates %3</source>
        <translation>%1：已导入 %2，重复 %3</translation>
    </message>
    <message>
        <location filename="../widgets/importsummarydialog.cpp" line="121"/>
        <source>; </source>
        <comment>between the clauses of a summary sentence</comment>
        <translation>；</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/importsummarydialog.cpp" line="122"/>
        <source>%Ln run(s) imported</source>
        <translation>
            <numerusform>已导入 %Ln 条运行记录</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/importsummarydialog.cpp" line="123"/>
        <source>%Ln duplicate(s)</source>
        <translation>
            <numerusform>%Ln 条重复</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/importsummarydialog.cpp" line="124"/>
        <source>%Ln file(s) rejected</source>
        <translation>
            <numerusform>%Ln 个文件被拒绝</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/importsummarydialog.cpp" line="125"/>
        <source>.</source>
        <comment>ends a summary sentence</comment>
        <translation>。</translation>
    </message>
    <message>
        <location filename="../widgets/importsummarydialog.cpp" line="127"/>
        <source>The import was cancelled before the remaining files.</source>
        <translation>导入在处理剩余文件之前已取消。</translation>
    </message>
</context>
<context>
    <name>moeplan::widgets::MainWindow</name>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="99"/>
        <source>&amp;Planner</source>
        <translation>规划器(&amp;P)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="131"/>
        <source>&amp;Size It</source>
        <translation>规模测算(&amp;S)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="199"/>
        <source>&amp;History</source>
        <translation>历史记录(&amp;H)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="202"/>
        <source>&amp;Calibration</source>
        <translation>校准(&amp;C)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="234"/>
        <source>Open run %1 in the planner</source>
        <translation>在规划器中打开运行记录 %1</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="235"/>
        <source>Measured: run %1</source>
        <translation>实测：运行记录 %1</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="253"/>
        <source>No history is open to switch from.</source>
        <translation>没有已打开的历史记录可供切换。</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="255"/>
        <source>An import or a refit is running: let it finish, or cancel it, before opening another history.</source>
        <translation>导入或重新拟合正在进行：请等待其完成或取消后，再打开其他历史记录。</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="300"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="301"/>
        <source>&amp;New Scenario</source>
        <translation>新建场景(&amp;N)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="306"/>
        <source>&amp;Open Scenario…</source>
        <translation>打开场景(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="308"/>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="310"/>
        <source>Open &amp;Team History…</source>
        <translation>打开团队历史记录(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="311"/>
        <source>Work on a history that many GPU nodes and planners share, on a PostgreSQL server</source>
        <translation>使用 PostgreSQL 服务器上由众多 GPU 节点和规划人员共享的历史记录</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="313"/>
        <source>&amp;Save Scenario</source>
        <translation>保存场景(&amp;S)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="315"/>
        <source>Save Scenario &amp;As…</source>
        <translation>场景另存为(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="319"/>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="321"/>
        <source>&amp;Latency vs Throughput Chart…</source>
        <translation>延迟-吞吐量图(&amp;L)…</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="322"/>
        <source>&amp;Step-Time Breakdown Chart…</source>
        <translation>步时间分解图(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="323"/>
        <source>S&amp;caling Chart…</source>
        <translation>扩展图(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="332"/>
        <source>One-Page &amp;Report (PDF)…</source>
        <translation>单页报告 (PDF)(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="337"/>
        <source>&amp;Copy Chart</source>
        <translation>复制图表(&amp;C)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="339"/>
        <source>Latency-vs-throughput chart copied to the clipboard</source>
        <translation>已将延迟-吞吐量图复制到剪贴板</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="343"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="348"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="349"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="352"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="358"/>
        <source>&amp;Pin Scenario for Comparison</source>
        <translation>固定场景以便比较(&amp;P)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="362"/>
        <source>Keep the current scenario on the charts (A) while you explore (B)</source>
        <translation>在您探索（B）期间，将当前场景（A）保留在图表上</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="365"/>
        <source>S&amp;wap with Pinned</source>
        <translation>与固定场景交换(&amp;W)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="373"/>
        <source>Pre&amp;ferences...</source>
        <translation>首选项(&amp;F)...</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="380"/>
        <source>Choose the interface&apos;s language</source>
        <translation>选择界面语言</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="382"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="383"/>
        <source>Throughput per &amp;GPU</source>
        <translation>单 GPU 吞吐量(&amp;G)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="386"/>
        <source>Latency in &amp;ms per Token</source>
        <translation>以每 token 毫秒数表示延迟(&amp;M)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="393"/>
        <source>Sizing &amp;Target on the Frontier</source>
        <translation>在边界图上显示规模目标(&amp;T)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="395"/>
        <source>The Size It page&apos;s target (per-user floor and tokens/s) and its cheapest deployment, drawn over the frontier</source>
        <translation>在边界曲线上绘制“规模测算”页面的目标（单用户下限和 tokens/s）及其最便宜的部署</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="402"/>
        <source>Planner</source>
        <translation>规划器</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="406"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="411"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="437"/>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="407"/>
        <source>&amp;Add from config.json...</source>
        <translation>从 config.json 添加(&amp;A)...</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="54"/>
        <source>MoE Planner scenarios (*.moeplan);;JSON files (*.json);;All files (*)</source>
        <translation>MoE Planner 场景 (*.moeplan);;JSON 文件 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="409"/>
        <source>Add a model to your catalog from its Hugging Face config.json (or drop the file on the window)</source>
        <translation>根据 Hugging Face 的 config.json 向目录添加模型（也可将文件拖放到窗口上）</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="412"/>
        <source>&amp;New GPU Kind...</source>
        <translation>新建 GPU 型号(&amp;N)...</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="413"/>
        <source>Describe a GPU the catalog lacks, starting from a known kind</source>
        <translation>以一个已知型号为起点，描述目录中没有的 GPU</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="417"/>
        <source>&amp;Data</source>
        <translation>数据(&amp;D)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="420"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="421"/>
        <source>&amp;User Guide</source>
        <translation>用户指南(&amp;U)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="430"/>
        <source>Read the user guide (F1)</source>
        <translation>阅读用户指南（F1）</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="433"/>
        <source>&amp;About MoE Planner</source>
        <translation>关于 MoE Planner(&amp;A)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="434"/>
        <source>About MoE Planner</source>
        <translation>关于 MoE Planner</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="455"/>
        <source>Add Model from config.json</source>
        <translation>从 config.json 添加模型</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="457"/>
        <source>Hugging Face config (*.json);;All files (*)</source>
        <translation>Hugging Face 配置 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="466"/>
        <source>Model %1 added to your catalog; its runs in the history join calibration at the next refit.</source>
        <translation>已将模型 %1 添加到目录；其在历史记录中的运行记录将在下次重新拟合时参与校准。</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="482"/>
        <source>GPU kind %1 added to your catalog. Its predictions use its datasheet and efficiencies transferred from measured kinds.</source>
        <translation>已将 GPU 型号 %1 添加到目录。其预测使用其数据手册以及从已实测型号迁移的效率。</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="492"/>
        <source>%1 · ISL %2 / OSL %3 tokens</source>
        <translation>%1 · ISL %2 / OSL %3 token</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="508"/>
        <source>Calibration: %1  ·  provenance: %2</source>
        <translation>校准：%1  ·  来源：%2</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="517"/>
        <source>%1[*] — %2</source>
        <translation>%1[*] — %2</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="518"/>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="531"/>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="539"/>
        <source>&amp;Clear List</source>
        <translation>清除列表(&amp;C)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="567"/>
        <source>Open Scenario</source>
        <translation>打开场景</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="578"/>
        <location filename="../widgets/mainwindow.cpp" line="590"/>
        <location filename="../widgets/mainwindow.cpp" line="597"/>
        <source>Save Scenario</source>
        <translation>保存场景</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="612"/>
        <source>The scenario has been modified.
Do you want to save your changes?</source>
        <translation>场景已修改。
是否保存更改？</translation>
    </message>
</context>
<context>
    <name>moeplan::widgets::MessageBanner</name>
    <message>
        <location filename="../widgets/messagebanner.cpp" line="24"/>
        <source>Dismiss this message</source>
        <translation>关闭此消息</translation>
    </message>
</context>
<context>
    <name>moeplan::widgets::PredictionScatter</name>
    <message>
        <location filename="../widgets/predictionscatter.cpp" line="100"/>
        <source>Predicted = measured</source>
        <translation>预测值 = 实测值</translation>
    </message>
    <message>
        <location filename="../widgets/predictionscatter.cpp" line="102"/>
        <source>±20%</source>
        <translation>±20%</translation>
    </message>
    <message>
        <location filename="../widgets/predictionscatter.cpp" line="134"/>
        <source>Each point is a measured run predicted by profiles fitted without its fold (cross-validated). Hover a point for the run.</source>
        <translation>每个点是一条实测运行记录，由不含其所在折的数据拟合出的画像预测（交叉验证）。将鼠标悬停在点上可查看该运行记录。</translation>
    </message>
    <message>
        <location filename="../widgets/predictionscatter.cpp" line="262"/>
        <source>Measured TPOT (ms)</source>
        <translation>实测 TPOT (ms)</translation>
    </message>
    <message>
        <location filename="../widgets/predictionscatter.cpp" line="262"/>
        <source>Measured TTFT (ms)</source>
        <translation>实测 TTFT (ms)</translation>
    </message>
    <message>
        <location filename="../widgets/predictionscatter.cpp" line="263"/>
        <source>Predicted TPOT (ms, held out)</source>
        <translation>预测 TPOT（ms，留出）</translation>
    </message>
    <message>
        <location filename="../widgets/predictionscatter.cpp" line="264"/>
        <source>Predicted TTFT (ms, held out)</source>
        <translation>预测 TTFT（ms，留出）</translation>
    </message>
    <message>
        <location filename="../widgets/predictionscatter.cpp" line="364"/>
        <source>Run %1: %2 on %3, %4, %5
measured %6 ms, predicted %7 ms (80%: %8–%9 ms)
%10</source>
        <translation>运行记录 %1：%2，%3，%4，%5
实测 %6 ms，预测 %7 ms（80%：%8–%9 ms）
%10</translation>
    </message>
</context>
<context>
    <name>moeplan::widgets::PreferencesDialog</name>
    <message>
        <location filename="../widgets/preferencesdialog.cpp" line="18"/>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <location filename="../widgets/preferencesdialog.cpp" line="20"/>
        <source>System language (%1)</source>
        <translation>系统语言（%1）</translation>
    </message>
    <message>
        <location filename="../widgets/preferencesdialog.cpp" line="25"/>
        <source>The language of the window, its messages and the report</source>
        <translation>窗口、消息和报告所用的语言</translation>
    </message>
    <message>
        <location filename="../widgets/preferencesdialog.cpp" line="30"/>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <location filename="../widgets/preferencesdialog.cpp" line="62"/>
        <source>The new language takes effect when MoE Planner is next started.</source>
        <translation>新语言将在下次启动 MoE Planner 时生效。</translation>
    </message>
</context>
<context>
    <name>moeplan::widgets::ReportDialog</name>
    <message>
        <location filename="../widgets/exportdialog.cpp" line="181"/>
        <location filename="../widgets/exportdialog.cpp" line="273"/>
        <source>Export Report</source>
        <translation>导出报告</translation>
    </message>
    <message>
        <location filename="../widgets/exportdialog.cpp" line="184"/>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <location filename="../widgets/exportdialog.cpp" line="190"/>
        <source>not set</source>
        <translation>未设置</translation>
    </message>
    <message>
        <location filename="../widgets/exportdialog.cpp" line="194"/>
        <source>What one %1 costs you per hour; starts at the catalog&apos;s on-demand price (%2), which depends on the provider, contract and year.</source>
        <translation>一个 %1 每小时的成本；初始值为目录中的按需价格（%2），实际价格取决于供应商、合同和年份。</translation>
    </message>
    <message>
        <location filename="../widgets/exportdialog.cpp" line="198"/>
        <source>none stated</source>
        <translation>未注明</translation>
    </message>
    <message>
        <location filename="../widgets/exportdialog.cpp" line="202"/>
        <source>Facility power on top of the GPUs&apos; TDP (cooling, power delivery): PUE - 1. 30% is a placeholder assumption.</source>
        <translation>GPU TDP 之外的设施功耗（冷却、供电）：PUE - 1。30% 为占位假设。</translation>
    </message>
    <message>
        <location filename="../widgets/exportdialog.cpp" line="206"/>
        <source> tokens/s</source>
        <translation> tokens/s</translation>
    </message>
    <message>
        <location filename="../widgets/exportdialog.cpp" line="210"/>
        <source> tokens/s per user</source>
        <translation> tokens/s（单用户）</translation>
    </message>
    <message>
        <location filename="../widgets/exportdialog.cpp" line="214"/>
        <source>&amp;File:</source>
        <translation>文件(&amp;F)：</translation>
    </message>
    <message>
        <location filename="../widgets/exportdialog.cpp" line="215"/>
        <source>&amp;Price per %1-hour:</source>
        <translation>每 %1 小时价格(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../widgets/exportdialog.cpp" line="216"/>
        <source>Facility &amp;overhead:</source>
        <translation>设施开销(&amp;O)：</translation>
    </message>
    <message>
        <location filename="../widgets/exportdialog.cpp" line="217"/>
        <source>&amp;Target throughput:</source>
        <translation>目标吞吐量(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../widgets/exportdialog.cpp" line="218"/>
        <source>&amp;Minimum per-user speed:</source>
        <translation>单用户最低速度(&amp;M)：</translation>
    </message>
    <message>
        <location filename="../widgets/exportdialog.cpp" line="221"/>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <location filename="../widgets/exportdialog.cpp" line="273"/>
        <source>PDF document (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
</context>
<context>
    <name>moeplan::widgets::ReportWriter</name>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="98"/>
        <source>Options: %1 tokens/s at ≥ %2 tokens/s per user</source>
        <translation>选项：%1 tokens/s，单用户 ≥ %2 tokens/s</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="108"/>
        <source>No deployment meets the target.</source>
        <translation>没有满足目标的部署。</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="130"/>
        <location filename="../widgets/reportwriter.cpp" line="134"/>
        <location filename="../widgets/reportwriter.cpp" line="136"/>
        <location filename="../widgets/reportwriter.cpp" line="316"/>
        <location filename="../widgets/reportwriter.cpp" line="329"/>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="138"/>
        <source>%1 (%2–%3)</source>
        <translation>%1（%2–%3）</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="146"/>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="147"/>
        <source>Plan</source>
        <translation>方案</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="148"/>
        <location filename="../widgets/reportwriter.cpp" line="240"/>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="149"/>
        <source>$/hour</source>
        <translation>$/小时</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="150"/>
        <source>$/Mtok</source>
        <translation>$/Mtok</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="151"/>
        <location filename="../widgets/reportwriter.cpp" line="326"/>
        <source>Tokens/s per MW</source>
        <translation>每 MW Tokens/s</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="152"/>
        <source>Per user, 80% interval</source>
        <translation>单用户，80% 区间</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="153"/>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="206"/>
        <source>MoE Planner summary: %1 on %2</source>
        <translation>MoE Planner 摘要：%1，%2</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="213"/>
        <source>Model estimates for capacity planning, not measurements · %1</source>
        <translation>用于容量规划的模型估算值，非实测值 · %1</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="237"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="238"/>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="241"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="242"/>
        <source>Topology, plan</source>
        <translation>拓扑，方案</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="245"/>
        <source>Load</source>
        <translation>负载</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="246"/>
        <source>%1 sequences in flight per decode worker</source>
        <translation>每个解码工作节点 %1 个并发序列</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="247"/>
        <source>%1 sequences in flight per replica</source>
        <translation>每个副本 %1 个并发序列</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="248"/>
        <source>Input / output</source>
        <translation>输入 / 输出</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="249"/>
        <source>%1 / %2 tokens</source>
        <translation>%1 / %2 个 token</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="250"/>
        <source>Drafter</source>
        <translation>草稿模型</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="251"/>
        <source>d = %1, acceptance length %2</source>
        <translation>d = %1，接受长度 %2</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="254"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="255"/>
        <source>Calibration</source>
        <translation>校准</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="258"/>
        <source>Scenario</source>
        <translation>场景</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="269"/>
        <source>80%&#xa0;interval %1⁠–⁠%2&#xa0;ms</source>
        <translation>80%&#xa0;区间&#xa0;%1⁠–⁠%2&#xa0;ms</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="273"/>
        <source>Per-user speed</source>
        <translation>单用户速度</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="274"/>
        <source>%1 tokens/s (TPOT %2 ms, %3)</source>
        <translation>%1 tokens/s（TPOT %2 ms，%3）</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="277"/>
        <source>%1 tokens/s (TPOT %2 ms)</source>
        <translation>%1 tokens/s（TPOT %2 ms）</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="279"/>
        <source>First token</source>
        <translation>首 token</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="280"/>
        <source>%1 ms (%2)</source>
        <translation>%1 ms（%2）</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="282"/>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="283"/>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="284"/>
        <source>%1 tokens/s (%2 per GPU)</source>
        <translation>%1 tokens/s（每 GPU %2）</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="286"/>
        <source>Step</source>
        <translation>步</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="286"/>
        <source>%1 ms, bound by %2</source>
        <translation>%1 ms，受%2约束</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="288"/>
        <source>Memory per GPU</source>
        <translation>单 GPU 显存</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="290"/>
        <source>%1 of %2 GB</source>
        <translation>%1 / %2 GB</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="291"/>
        <source>OUT OF MEMORY: needs %1 of %2 GB</source>
        <translation>显存不足：需要 %1 GB，共 %2 GB</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="295"/>
        <source>No evaluation</source>
        <translation>无评估结果</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="297"/>
        <source>At this load</source>
        <translation>此负载下</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="300"/>
        <source>no $/GPU-hour set for %1 (set it in the report dialog or with --usd-per-gpu-hour)</source>
        <translation>未设置 %1 的 $/GPU 小时（请在报告对话框中或使用 --usd-per-gpu-hour 设置）</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="304"/>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="306"/>
        <source>$%1 per GPU-hour (user-set)</source>
        <translation>每 GPU 小时 $%1（用户设置）</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="307"/>
        <source>$%1 per GPU-hour (catalog default)</source>
        <translation>每 GPU 小时 $%1（目录默认值）</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="312"/>
        <source>Cost, this load</source>
        <translation>成本（此负载）</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="314"/>
        <source>$%1 per million output tokens</source>
        <translation>每百万输出 token $%1</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="319"/>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="320"/>
        <source>%1 kW: %2 W per GPU, %3 W per %4-GPU node, facility overhead %5%</source>
        <translation>%1 kW：每 GPU %2 W，每个 %4 GPU 节点 %3 W，设施开销 %5%</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="328"/>
        <source>%1 at this load</source>
        <translation>此负载下 %1</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="330"/>
        <source>Cost and power</source>
        <translation>成本与功耗</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="345"/>
        <source>Latency vs throughput, both topologies</source>
        <translation>延迟与吞吐量，两种拓扑</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="347"/>
        <source>Where the step time goes</source>
        <translation>步时间去向</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="350"/>
        <source>Scaling with GPUs and the overhead wall</source>
        <translation>随 GPU 数扩展及开销墙</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="357"/>
        <source>%1: the report is a PDF: end the name with .pdf</source>
        <translation>%1：报告为 PDF 格式：请以 .pdf 结尾命名</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="363"/>
        <source>MoE Planner summary: %1</source>
        <translation>MoE Planner 摘要：%1</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="370"/>
        <source>PDF output could not start</source>
        <translation>无法开始 PDF 输出</translation>
    </message>
</context>
<context>
    <name>moeplan::widgets::ResultsPanel</name>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="43"/>
        <source>Operating point</source>
        <translation>工作点</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="60"/>
        <source>Step time</source>
        <translation>步时间</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="61"/>
        <source>Bound by</source>
        <translation>约束项</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="62"/>
        <source>Time per output token</source>
        <translation>每输出 token 时间</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="63"/>
        <source>Time to first token</source>
        <translation>首 token 时间</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="64"/>
        <source>Per-user speed</source>
        <translation>单用户速度</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="65"/>
        <source>Aggregate throughput</source>
        <translation>聚合吞吐量</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="66"/>
        <source>Throughput per GPU</source>
        <translation>单 GPU 吞吐量</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="67"/>
        <source>Sequences in flight</source>
        <translation>并发序列数</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="68"/>
        <source>Memory per GPU</source>
        <translation>单 GPU 显存</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="69"/>
        <source>Fits in memory</source>
        <translation>显存是否放得下</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="70"/>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="71"/>
        <source>Tokens/s per MW</source>
        <translation>每 MW Tokens/s</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="95"/>
        <location filename="../widgets/resultspanel.cpp" line="123"/>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="130"/>
        <source>%1 ms (%2)</source>
        <translation>%1 ms（%2）</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="133"/>
        <source>%1–%2 ms</source>
        <translation>%1–%2 ms</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="136"/>
        <source>80% interval %1: a nominal factor of 1.5 either way, since no measurement calibrates these parameters</source>
        <translation>80% 区间 %1：名义上双向 1.5 倍，因为没有测量数据校准这些参数</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="139"/>
        <source>80% prediction interval %1: measurements of runs the fit never saw fell inside such a band 8 times in 10</source>
        <translation>80% 预测区间 %1：拟合从未见过的运行，其测量值有十分之八落在这样的区间内</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="101"/>
        <source>Prefill %1 ms, opening burst %2 ms</source>
        <translation>预填充 %1 ms，起始突发 %2 ms</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="105"/>
        <source>, wait for a prefill worker %1 ms, KV transfer %2 ms, hand-off between the pools %3 ms</source>
        <translation>，等待预填充工作节点 %1 ms，KV 传输 %2 ms，池间交接 %3 ms</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="109"/>
        <source>, first decode step %1 ms</source>
        <translation>，首个解码步 %1 ms</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="147"/>
        <source>%1 tokens/s/user</source>
        <translation>%1 tokens/s/user</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="149"/>
        <source>%1 tokens/s</source>
        <translation>%1 tokens/s</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="150"/>
        <source>%1 tokens/s/GPU</source>
        <translation>%1 tokens/s/GPU</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="156"/>
        <source>%1 (1 decode worker)</source>
        <translation>%1（1 个解码工作节点）</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="157"/>
        <source>%1 (%2 decode workers)</source>
        <translation>%1（%2 个解码工作节点）</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="159"/>
        <source>%1 (1 replica)</source>
        <translation>%1（1 个副本）</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="160"/>
        <source>%1 (%2 replicas)</source>
        <translation>%1（%2 个副本）</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="166"/>
        <source>%1 of %2 clients per decode worker are decoding at a time; the rest wait for their first token</source>
        <translation>每个解码工作进程的 %2 个客户端中有 %1 个同时在解码；其余在等待首个令牌</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="172"/>
        <source>%1 GB of %2 GB</source>
        <translation>%1 GB / %2 GB</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="175"/>
        <source>Weights %1 GB, KV cache %2 GB, reserve %3 GB</source>
        <translation>权重 %1 GB，KV 缓存 %2 GB，预留 %3 GB</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="182"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="183"/>
        <source>no, %1 GB short</source>
        <translation>否，缺少 %1 GB</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="188"/>
        <source>$%1/Mtok, $%2/h</source>
        <translation>$%1/Mtok，$%2/h</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="194"/>
        <source>$%1 per GPU-hour (%2; edit it on the Size It page)</source>
        <translation>每 GPU 小时 $%1（%2；可在“规模测算”页面修改）</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="196"/>
        <source>your price</source>
        <translation>您设置的价格</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="196"/>
        <source>catalog default</source>
        <translation>目录默认值</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="197"/>
        <source>no price for this GPU kind: set one on the Size It page</source>
        <translation>此 GPU 型号没有价格：请在“规模测算”页面设置</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="199"/>
        <source>%1 (%2 kW)</source>
        <translation>%1（%2 kW）</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="203"/>
        <source>%1 W per GPU, %2 W per %3-GPU node or rack shared by its GPUs, facility overhead %4%</source>
        <translation>每 GPU %1 W，每个 %3 GPU 节点或机柜 %2 W（由其 GPU 分摊），设施开销 %4%</translation>
    </message>
</context>
<context>
    <name>moeplan::widgets::RunDetailsPane</name>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="36"/>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="42"/>
        <location filename="../widgets/rundetailspane.cpp" line="50"/>
        <location filename="../widgets/rundetailspane.cpp" line="57"/>
        <location filename="../widgets/rundetailspane.cpp" line="279"/>
        <source>not reported</source>
        <translation>未报告</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="44"/>
        <location filename="../widgets/rundetailspane.cpp" line="52"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="68"/>
        <source>at least %1 (worker counts not stated)</source>
        <translation>至少 %1（未给出工作节点数量）</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="73"/>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="74"/>
        <source>tokens/s</source>
        <translation>tokens/s</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="77"/>
        <source>Run id</source>
        <translation>运行记录 id</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="78"/>
        <source>Source file</source>
        <translation>源文件</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="79"/>
        <source>Measured at</source>
        <translation>测量时间</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="80"/>
        <source>Reference data</source>
        <translation>参考数据</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="81"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="81"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="82"/>
        <location filename="../widgets/rundetailspane.cpp" line="289"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="83"/>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="84"/>
        <source>Engine</source>
        <translation>引擎</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="85"/>
        <source>Engine version</source>
        <translation>引擎版本</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="86"/>
        <source>GPU kind</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="87"/>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="88"/>
        <source>Topology</source>
        <translation>拓扑</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="89"/>
        <source>Nodes</source>
        <translation>节点数</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="90"/>
        <source>Plan</source>
        <translation>方案</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="91"/>
        <location filename="../widgets/rundetailspane.cpp" line="359"/>
        <source>Tensor parallel (attention)</source>
        <translation>张量并行（注意力）</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="92"/>
        <source>Expert parallel</source>
        <translation>专家并行</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="93"/>
        <source>Data parallel (attention)</source>
        <translation>数据并行（注意力）</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="94"/>
        <source>Pipeline parallel</source>
        <translation>流水线并行</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="95"/>
        <source>Serving</source>
        <translation>服务模式</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="99"/>
        <source>Prefill workers</source>
        <translation>预填充工作节点数</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="100"/>
        <source>Prefill TP / EP / DP</source>
        <translation>预填充 TP / EP / DP</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="101"/>
        <location filename="../widgets/rundetailspane.cpp" line="104"/>
        <source>%1 / %2 / %3</source>
        <translation>%1 / %2 / %3</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="102"/>
        <source>Decode workers</source>
        <translation>解码工作节点数</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="103"/>
        <source>Decode TP / EP / DP</source>
        <translation>解码 TP / EP / DP</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="107"/>
        <location filename="../widgets/rundetailspane.cpp" line="360"/>
        <source>Concurrency (configured)</source>
        <translation>并发数（配置值）</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="108"/>
        <source>Concurrency (achieved)</source>
        <translation>并发数（实际值）</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="109"/>
        <source>Batch per rank</source>
        <translation>每个 rank 的批大小</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="110"/>
        <source>Input length (ISL)</source>
        <translation>输入长度 (ISL)</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="110"/>
        <location filename="../widgets/rundetailspane.cpp" line="111"/>
        <source>tokens</source>
        <translation>token</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="111"/>
        <source>Output length (OSL)</source>
        <translation>输出长度 (OSL)</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="112"/>
        <source>Drafter</source>
        <translation>草稿模型</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="113"/>
        <source>Draft tokens</source>
        <translation>草稿 token 数</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="114"/>
        <source>Acceptance length</source>
        <translation>接受长度</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="115"/>
        <source>TPOT mean</source>
        <translation>TPOT 平均值</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="116"/>
        <source>TPOT median</source>
        <translation>TPOT 中位数</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="117"/>
        <source>TPOT p99</source>
        <translation>TPOT p99</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="118"/>
        <source>ITL mean</source>
        <translation>ITL 平均值</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="119"/>
        <source>TTFT mean</source>
        <translation>TTFT 平均值</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="120"/>
        <source>TTFT median</source>
        <translation>TTFT 中位数</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="121"/>
        <source>TTFT p99</source>
        <translation>TTFT p99</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="122"/>
        <source>End-to-end mean</source>
        <translation>端到端平均值</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="123"/>
        <source>Output throughput</source>
        <translation>输出吞吐量</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="124"/>
        <source>not reported; ≈ %1 %2 from its concurrency, TTFT and TPOT</source>
        <translation>未报告；由并发数、TTFT 和 TPOT 推算约为 %1 %2</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="127"/>
        <source>Total throughput</source>
        <translation>总吞吐量</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="128"/>
        <source>Requests</source>
        <translation>请求数</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="129"/>
        <source>requests/s</source>
        <translation>requests/s</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="130"/>
        <source>GPU utilisation</source>
        <translation>GPU 利用率</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="131"/>
        <location filename="../widgets/rundetailspane.cpp" line="133"/>
        <source>(0..1)</source>
        <translation>(0..1)</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="132"/>
        <location filename="../widgets/rundetailspane.cpp" line="359"/>
        <source>HBM bandwidth utilisation</source>
        <translation>HBM 带宽利用率</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="134"/>
        <source>Power per GPU</source>
        <translation>单 GPU 功耗</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="134"/>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="135"/>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="145"/>
        <source>&amp;Save notes</source>
        <translation>保存备注(&amp;S)</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="150"/>
        <source>Field</source>
        <translation>字段</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="150"/>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="152"/>
        <source>Every stored field of the selected run, with units</source>
        <translation>所选运行记录的所有存储字段及其单位</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="158"/>
        <source>TPOT (ms)</source>
        <translation>TPOT (ms)</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="158"/>
        <source>TTFT (ms)</source>
        <translation>TTFT (ms)</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="161"/>
        <source>The run&apos;s measured TPOT and TTFT, what the model predicts for its deployment and load, and what the deployment&apos;s other measured loads imply for it (the model moved by its error there)</source>
        <translation>该运行实测的 TPOT 和 TTFT、模型对其部署和负载的预测，以及该部署其他已测负载对它的推断（模型按其在那里的误差校正）</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="184"/>
        <source>Notes of the selected run; Save stores them (undoable)</source>
        <translation>所选运行记录的备注；单击“保存”即可存储（可撤销）</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="188"/>
        <source>Store the notes of the selected run (undoable)</source>
        <translation>存储所选运行记录的备注（可撤销）</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="201"/>
        <source>&amp;Fields</source>
        <translation>字段(&amp;F)</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="202"/>
        <source>&amp;Diagnosis</source>
        <translation>诊断(&amp;D)</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="204"/>
        <source>Which ceiling binds the run: the four readings from its GPU telemetry, next to the model&apos;s (import telemetry files with the results to get one)</source>
        <translation>该运行记录受哪个上限约束：其 GPU 遥测的四项读数与模型读数对照（将遥测文件与结果一同导入即可获得诊断）</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="208"/>
        <source>Mode&amp;l</source>
        <translation>模型(&amp;L)</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="210"/>
        <source>The run beside the model and beside its deployment&apos;s other measured loads: whether this load agrees with them</source>
        <translation>将该运行与模型及其部署的其他已测负载对照：这一负载是否与它们一致</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="220"/>
        <source>N&amp;otes:</source>
        <translation>备注(&amp;O)：</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="250"/>
        <source>Selection</source>
        <translation>所选内容</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/rundetailspane.cpp" line="250"/>
        <source>%Ln run(s)</source>
        <translation>
            <numerusform>%Ln 条运行记录</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="288"/>
        <source>Measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="291"/>
        <source>The model&apos;s median over the deployments the run may have been</source>
        <translation>模型在该运行可能的各部署上的中位数</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="292"/>
        <source>The model&apos;s prediction for this deployment and load</source>
        <translation>模型对该部署和负载的预测</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="293"/>
        <location filename="../widgets/rundetailspane.cpp" line="306"/>
        <source>80% band</source>
        <translation>80% 区间</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="295"/>
        <source>The model&apos;s 80% prediction interval</source>
        <translation>模型的 80% 预测区间</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="299"/>
        <source>not measured</source>
        <translation>未测量</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="301"/>
        <source>Other loads</source>
        <translation>其他负载</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/rundetailspane.cpp" line="303"/>
        <source>What this deployment&apos;s %Ln other measured load(s) imply for this one: the model moved by its median error on them</source>
        <translation>
            <numerusform>该部署其他 %Ln 个已测负载对这一负载的推断：模型按其在那些负载上的中位误差校正</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="311"/>
        <source>Where 80% of a deployment&apos;s loads fall around what its other loads imply</source>
        <translation>一个部署的负载中有 80% 落在其他负载推断值周围的这一范围内</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="319"/>
        <source>Model: %1.</source>
        <translation>模型：%1。</translation>
    </message>
</context>
<context>
    <name>moeplan::widgets::RunFilterBar</name>
    <message>
        <location filename="../widgets/runfilterbar.cpp" line="26"/>
        <location filename="../widgets/runfilterbar.cpp" line="100"/>
        <source>Any</source>
        <translation>任意</translation>
    </message>
    <message>
        <location filename="../widgets/runfilterbar.cpp" line="41"/>
        <source>Show only runs measured on or after this day (&quot;Any&quot;: no limit)</source>
        <translation>只显示在此日期当天或之后测量的运行记录（“任意”：不限）</translation>
    </message>
    <message>
        <location filename="../widgets/runfilterbar.cpp" line="42"/>
        <source>Show only runs measured on or before this day (&quot;Any&quot;: no limit)</source>
        <translation>只显示在此日期当天或之前测量的运行记录（“任意”：不限）</translation>
    </message>
    <message>
        <location filename="../widgets/runfilterbar.cpp" line="43"/>
        <source>Disagreeing onl&amp;y</source>
        <translation>仅不一致的运行(&amp;Y)</translation>
    </message>
    <message>
        <location filename="../widgets/runfilterbar.cpp" line="48"/>
        <source>Show only runs that disagree with their deployment&apos;s other measured loads: far outside the 80% band those loads imply (the Model tab says why). Such a run is worth checking before it is calibrated on.</source>
        <translation>仅显示与其部署在其他负载下的测量结果不一致的运行：远超出这些负载所推出的 80% 区间（“模型”选项卡说明原因）。以这样的运行校准之前，值得先检查它。</translation>
    </message>
    <message>
        <location filename="../widgets/runfilterbar.cpp" line="51"/>
        <source>Show only the runs of this model</source>
        <translation>只显示此模型的运行记录</translation>
    </message>
    <message>
        <location filename="../widgets/runfilterbar.cpp" line="52"/>
        <source>Show only the runs on this GPU kind</source>
        <translation>只显示此 GPU 型号上的运行记录</translation>
    </message>
    <message>
        <location filename="../widgets/runfilterbar.cpp" line="53"/>
        <source>Show only the runs of this engine</source>
        <translation>只显示此引擎的运行记录</translation>
    </message>
    <message>
        <location filename="../widgets/runfilterbar.cpp" line="56"/>
        <source>Notes or source file</source>
        <translation>备注或源文件</translation>
    </message>
    <message>
        <location filename="../widgets/runfilterbar.cpp" line="57"/>
        <source>Show only runs whose notes or source file name contain this text</source>
        <translation>只显示备注或源文件名包含此文本的运行记录</translation>
    </message>
    <message>
        <location filename="../widgets/runfilterbar.cpp" line="60"/>
        <source>Runs that match the filters</source>
        <translation>符合筛选条件的运行记录</translation>
    </message>
    <message>
        <location filename="../widgets/runfilterbar.cpp" line="70"/>
        <source>&amp;Model:</source>
        <translation>模型(&amp;M)：</translation>
    </message>
    <message>
        <location filename="../widgets/runfilterbar.cpp" line="71"/>
        <source>&amp;GPU:</source>
        <translation>GPU(&amp;G)：</translation>
    </message>
    <message>
        <location filename="../widgets/runfilterbar.cpp" line="72"/>
        <source>E&amp;ngine:</source>
        <translation>引擎(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../widgets/runfilterbar.cpp" line="73"/>
        <source>F&amp;rom:</source>
        <translation>从(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../widgets/runfilterbar.cpp" line="74"/>
        <source>&amp;To:</source>
        <translation>到(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../widgets/runfilterbar.cpp" line="75"/>
        <source>Se&amp;arch:</source>
        <translation>搜索(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../widgets/runfilterbar.cpp" line="150"/>
        <source>Checking runs…</source>
        <translation>正在检查运行…</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/runfilterbar.cpp" line="155"/>
        <source>%Ln run(s)</source>
        <translation>
            <numerusform>%Ln 条运行记录</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>moeplan::widgets::RunsView</name>
    <message>
        <location filename="../widgets/runsview.cpp" line="104"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../widgets/runsview.cpp" line="219"/>
        <source>Conc.</source>
        <translation>并发</translation>
    </message>
    <message>
        <location filename="../widgets/runsview.cpp" line="220"/>
        <source>Ref.</source>
        <translation>参考</translation>
    </message>
    <message>
        <location filename="../widgets/runsview.cpp" line="232"/>
        <source>The measured runs; click a header to sort, Delete removes the selected runs</source>
        <translation>实测运行记录；单击表头可排序，按 Delete 键可删除所选运行记录</translation>
    </message>
</context>
<context>
    <name>moeplan::widgets::ScalingChart</name>
    <message>
        <location filename="../widgets/scalingchart.cpp" line="98"/>
        <source>One user (tokens/s)</source>
        <translation>单用户 (tokens/s)</translation>
    </message>
    <message>
        <location filename="../widgets/scalingchart.cpp" line="99"/>
        <source>All users (tokens/s)</source>
        <translation>所有用户 (tokens/s)</translation>
    </message>
    <message>
        <location filename="../widgets/scalingchart.cpp" line="102"/>
        <source>GPUs (all users: the scenario&apos;s sequences in flight per GPU)</source>
        <translation>GPU 数（所有用户：按场景中每 GPU 的并发序列数）</translation>
    </message>
    <message>
        <location filename="../widgets/scalingchart.cpp" line="218"/>
        <source>out of memory at this load</source>
        <translation>此负载下显存不足</translation>
    </message>
    <message>
        <location filename="../widgets/scalingchart.cpp" line="242"/>
        <source>This scenario (%1 GPUs)</source>
        <translation>当前场景（%1 个 GPU）</translation>
    </message>
    <message>
        <location filename="../widgets/scalingchart.cpp" line="243"/>
        <source>This scenario (%1 GPUs, out of memory)</source>
        <translation>当前场景（%1 个 GPU，显存不足）</translation>
    </message>
    <message>
        <location filename="../widgets/scalingchart.cpp" line="257"/>
        <source>overhead wall: %1 tokens/s (%2 ms/step)</source>
        <translation>开销墙：%1 tokens/s（%2 ms/步）</translation>
    </message>
    <message>
        <location filename="../widgets/scalingchart.cpp" line="268"/>
        <source>NVL72 ahead from %1 GPUs</source>
        <translation>从 %1 个 GPU 起 NVL72 领先</translation>
    </message>
    <message>
        <location filename="../widgets/scalingchart.cpp" line="295"/>
        <source>No scaling curve for this scenario: %1</source>
        <translation>此场景无扩展曲线：%1</translation>
    </message>
    <message>
        <location filename="../widgets/scalingchart.cpp" line="297"/>
        <source>Other topology not shown: %1</source>
        <translation>未显示另一种拓扑：%1</translation>
    </message>
    <message>
        <location filename="../widgets/scalingchart.cpp" line="299"/>
        <source>No evaluation for this scenario</source>
        <translation>此场景无评估结果</translation>
    </message>
</context>
<context>
    <name>moeplan::widgets::ScenarioPanel</name>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="110"/>
        <source> tokens</source>
        <translation> token</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="233"/>
        <source>Model and hardware</source>
        <translation>模型与硬件</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="235"/>
        <source>The model to serve (catalog: docs/catalogs.md).</source>
        <translation>要提供服务的模型（目录：docs/catalogs.md）。</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="235"/>
        <source>&amp;Model</source>
        <translation>模型(&amp;M)</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="237"/>
        <source>Prec&amp;ision</source>
        <translation>精度(&amp;I)</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="238"/>
        <source>Weight and KV-cache precision; the model&apos;s published default first.</source>
        <translation>权重和 KV 缓存精度；模型公开的默认精度排在最前。</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="240"/>
        <source>GPU &amp;kind</source>
        <translation>GPU 型号(&amp;K)</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="241"/>
        <source>The accelerator. NVL72 parts (GB200, GB300) come in 72-GPU NVLink racks; HGX parts in 8-GPU nodes.</source>
        <translation>加速器。NVL72 型号（GB200、GB300）以 72 GPU NVLink 机柜形式提供；HGX 型号以 8 GPU 节点形式提供。</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="244"/>
        <source>HGX + InfiniBand</source>
        <translation>HGX + InfiniBand</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="245"/>
        <source>NVL72</source>
        <translation>NVL72</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="246"/>
        <source>&amp;Topology</source>
        <translation>拓扑(&amp;T)</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="247"/>
        <source>HGX + InfiniBand: 8-GPU NVLink nodes joined by InfiniBand.
NVL72: 72-GPU NVLink domains joined by InfiniBand.
Switching keeps the silicon (B300 and GB300 are the same chip).</source>
        <translation>HGX + InfiniBand：经 InfiniBand 互连的 8 GPU NVLink 节点。
NVL72：经 InfiniBand 互连的 72 GPU NVLink 域。
切换时保持芯片不变（B300 和 GB300 是同一芯片）。</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="253"/>
        <source>&amp;NIC per GPU</source>
        <translation>每 GPU NIC(&amp;N)</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="254"/>
        <source>Scale-out network bandwidth per GPU (InfiniBand/RoCE), used by traffic that leaves an NVLink domain.</source>
        <translation>每个 GPU 的横向扩展网络带宽（InfiniBand/RoCE），供离开 NVLink 域的流量使用。</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="257"/>
        <source> GPUs</source>
        <translation> 个 GPU</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="259"/>
        <source>Number of GPUs in the deployment (1-576), snapped to counts the plan can use. With expert parallelism the experts are spread over all of them.</source>
        <translation>部署中的 GPU 数量（1-576），会吸附到方案可用的数量。使用专家并行时，专家分布在所有 GPU 上。</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="262"/>
        <source>&amp;GPUs</source>
        <translation>GPU 数(&amp;G)</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="267"/>
        <source>Plan and load</source>
        <translation>方案与负载</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="269"/>
        <source>Best for throughput</source>
        <translation>吞吐量最优</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="270"/>
        <source>Tensor parallel (TP)</source>
        <translation>张量并行 (TP)</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="271"/>
        <source>EP + DP attention</source>
        <translation>EP + DP 注意力</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="272"/>
        <source>TP-8 replicas</source>
        <translation>TP-8 副本</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="273"/>
        <source>P&amp;lan</source>
        <translation>方案(&amp;L)</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="274"/>
        <source>How the model is split. &quot;Best&quot; picks, on every change, the plan with the highest throughput at the same number of sequences in flight that fits in memory.</source>
        <translation>模型的切分方式。“最优”会在每次更改时，在相同并发序列数下选出能放入显存且吞吐量最高的方案。</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="282"/>
        <source>Aggregated</source>
        <translation>聚合式</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="283"/>
        <source>Disaggregated</source>
        <translation>分离式</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="286"/>
        <source>Serving la&amp;yout</source>
        <translation>服务布局(&amp;Y)</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="287"/>
        <source>Aggregated: every replica both prefills prompts and decodes.
Disaggregated: separate prefill and decode pools, each with its own plan and worker count; the GPUs are their sum. Switching seeds the pools from the plan: one prefill worker of its shape, the other replicas decode (a single replica gains a prefill worker).</source>
        <translation>聚合式：每个副本既预填充提示也进行解码。
分离式：预填充池和解码池分开，各有自己的方案和工作节点数量；GPU 数为两者之和。切换时按方案初始化各池：一个同形态的预填充工作节点，其余副本进行解码（单副本时会增加一个预填充工作节点）。</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="307"/>
        <location filename="../widgets/scenariopanel.cpp" line="481"/>
        <source>TP si&amp;ze</source>
        <translation>TP 规模(&amp;Z)</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="308"/>
        <source>Tensor-parallel GPUs per replica (in the EP plan: the attention TP, dividing the EP size). TP plan: one replica over them; TP replicas keep their count. A TP wider than the model&apos;s KV heads replicates them (a warning, not an error).</source>
        <translation>每个副本的张量并行 GPU 数（在 EP 方案中为注意力 TP，须能整除 EP 规模）。TP 方案：一个副本跨越这些 GPU；TP 副本方案保持副本数不变。TP 大于模型的 KV 头数时会复制 KV 头（这是警告，不是错误）。</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="311"/>
        <location filename="../widgets/scenariopanel.cpp" line="486"/>
        <source>E&amp;xperts (EP)</source>
        <translation>专家 (EP)(&amp;X)</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="312"/>
        <source>Expert-parallel GPUs per replica: the routed experts are spread over them. EP plan only; a multiple of the TP size. GPUs = replicas x EP.</source>
        <translation>每个副本的专家并行 GPU 数：路由专家分布在这些 GPU 上。仅限 EP 方案；须为 TP 规模的倍数。GPU 数 = 副本数 x EP。</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="314"/>
        <location filename="../widgets/scenariopanel.cpp" line="483"/>
        <source>DP &amp;width</source>
        <translation>DP 宽度(&amp;W)</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="315"/>
        <source>Data-parallel attention width: attention copies per replica, EP / TP. Set it in the EP plan to make EP = TP x DP; other plans have one (1).</source>
        <translation>数据并行注意力宽度：每个副本的注意力副本数，即 EP / TP。在 EP 方案中设置，使 EP = TP x DP；其他方案为 1。</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="317"/>
        <source>&amp;Replicas</source>
        <translation>副本(&amp;R)</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="318"/>
        <source>Independent copies of one replica&apos;s plan; GPUs = replicas x GPUs per replica. A TP plan with several replicas becomes TP replicas.</source>
        <translation>单个副本方案的独立副本；GPU 数 = 副本数 x 每个副本的 GPU 数。有多个副本的 TP 方案即成为 TP 副本方案。</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="335"/>
        <source>&amp;Batch</source>
        <translation>批大小(&amp;B)</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="336"/>
        <source>Sequences in flight per replica (1-4096), summed over its attention data-parallel ranks. The slider steps are logarithmic; the box takes any value.</source>
        <translation>每个副本的并发序列数（1-4096），为其各注意力数据并行 rank 之和。滑块按对数步进；输入框可接受任意值。</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="340"/>
        <source>Inp&amp;ut length</source>
        <translation>输入长度(&amp;U)</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="340"/>
        <source>Prompt tokens per request (ISL).</source>
        <translation>每个请求的提示 token 数 (ISL)。</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="342"/>
        <source>&amp;Output length</source>
        <translation>输出长度(&amp;O)</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="342"/>
        <source>Generated tokens per request (OSL).</source>
        <translation>每个请求生成的 token 数 (OSL)。</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="347"/>
        <source>Speculative decoding</source>
        <translation>推测解码</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="350"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="351"/>
        <source>D&amp;raft tokens</source>
        <translation>草稿 token 数(&amp;R)</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="352"/>
        <source>Tokens the drafter proposes per step (MTP, EAGLE, tree drafters); 0 = no speculative decoding. Models with a published default start with it.</source>
        <translation>草稿模型每步提出的 token 数（MTP、EAGLE、树形草稿）；0 = 不使用推测解码。有公开默认值的模型以该值为初始值。</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="357"/>
        <source>&amp;Acceptance</source>
        <translation>接受长度(&amp;A)</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="358"/>
        <source>Tokens committed per decode step, on average (acceptance length, 1.0-16.0; 1.0 = no speculation). At most draft tokens + 1.</source>
        <translation>每个解码步平均接受的 token 数（接受长度，1.0-16.0；1.0 = 不推测）。最多为草稿 token 数 + 1。</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="365"/>
        <source>Calibration</source>
        <translation>校准</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="367"/>
        <source>Any</source>
        <translation>任意</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="371"/>
        <source>&amp;Serving engine</source>
        <translation>推理服务引擎(&amp;S)</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="372"/>
        <source>Serving engine whose calibration profile applies (&quot;Any&quot;: the GPU kind&apos;s profile pooled over engines).</source>
        <translation>使用其校准画像的推理服务引擎（“任意”：该 GPU 型号汇总所有引擎的画像）。</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="375"/>
        <source>&amp;Calibration</source>
        <translation>校准(&amp;C)</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="376"/>
        <source>Where the model&apos;s efficiencies come from: the calibration profile fitted to the history (automatic picks the GPU kind and engine, else transfers from the nearest calibrated kind), datasheet fractions, or ideal datasheet peaks.</source>
        <translation>模型效率的来源：基于历史记录拟合的校准画像（“自动”按 GPU 型号和引擎选取，否则从最接近的已校准型号迁移）、数据手册比例，或理想的数据手册峰值。</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="451"/>
        <source>Prefill pool</source>
        <translation>预填充池</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="451"/>
        <source>Decode pool</source>
        <translation>解码池</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="454"/>
        <source>The workers that prefill prompts (TTFT).</source>
        <translation>负责预填充提示的工作节点（TTFT）。</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="455"/>
        <source>The workers that decode (TPOT, throughput).</source>
        <translation>负责解码的工作节点（TPOT、吞吐量）。</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="481"/>
        <source>Attention tensor-parallel GPUs per worker.</source>
        <translation>每个工作节点的注意力张量并行 GPU 数。</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="484"/>
        <source>Attention data-parallel copies per worker; a worker has TP x DP GPUs.</source>
        <translation>每个工作节点的注意力数据并行副本数；每个工作节点有 TP x DP 个 GPU。</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="487"/>
        <source>Expert-parallel GPUs per worker, dividing TP x DP (the MoE TP is the rest). An EP over the whole worker stays so when TP or DP change.</source>
        <translation>每个工作节点的专家并行 GPU 数，须能整除 TP x DP（其余部分为 MoE TP）。当 EP 覆盖整个工作节点时，TP 或 DP 改变后仍保持覆盖整个工作节点。</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="490"/>
        <source>Wo&amp;rkers</source>
        <translation>工作节点数(&amp;R)</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="491"/>
        <source>Workers in this pool. The GPUs of the deployment are the sum over both pools.</source>
        <translation>此池中的工作节点数。部署的 GPU 数为两个池之和。</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="498"/>
        <source>as Batch</source>
        <translation>同批大小</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="500"/>
        <source>&amp;Batch per worker</source>
        <translation>每个工作节点的批大小(&amp;B)</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="501"/>
        <source>Sequences in flight per decode worker (&quot;as Batch&quot;: the Batch setting below).</source>
        <translation>每个解码工作节点的并发序列数（“同批大小”：使用下方的“批大小”设置）。</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="609"/>
        <source>%1 (default)</source>
        <translation>%1（默认）</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="620"/>
        <source>GPU default (%1 Gb/s)</source>
        <translation>GPU 默认值（%1 Gb/s）</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="623"/>
        <location filename="../widgets/scenariopanel.cpp" line="629"/>
        <source>%1 Gb/s</source>
        <translation>%1 Gb/s</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="686"/>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="687"/>
        <source>%1 tok</source>
        <translation>%1 tok</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="704"/>
        <source>Prefill %1x %2, decode %3x %4: %5 GPUs</source>
        <translation>预填充 %1x %2，解码 %3x %4：%5 个 GPU</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="711"/>
        <source>%1, %2 replicas</source>
        <translation>%1，%2 个副本</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="713"/>
        <source>Chosen: %1</source>
        <translation>已选：%1</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="731"/>
        <source>Automatic (best profile)</source>
        <translation>自动（最佳画像）</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="732"/>
        <source>Datasheet (uncalibrated)</source>
        <translation>数据手册（未校准）</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="733"/>
        <source>Ideal (datasheet peaks)</source>
        <translation>理想（数据手册峰值）</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="755"/>
        <source>
80% interval of TPOT: %1% to +%2%</source>
        <translation>
TPOT 的 80% 区间：%1% 至 +%2%</translation>
    </message>
</context>
<context>
    <name>moeplan::widgets::SizingPage</name>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="77"/>
        <source>Cost ($/hour)</source>
        <translation>成本（$/小时）</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="78"/>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="79"/>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="82"/>
        <source>&amp;Rank by:</source>
        <translation>排序依据(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="84"/>
        <source>&amp;Load into Planner</source>
        <translation>载入规划器(&amp;L)</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="85"/>
        <source>Open the selected deployment in the planner (Enter or double-click); Edit &gt; Undo goes back</source>
        <translation>在规划器中打开所选部署（按 Enter 键或双击）；使用“编辑 &gt; 撤销”可返回</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="118"/>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="118"/>
        <source>Family</source>
        <translation>系列</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="118"/>
        <source>Why it fails</source>
        <translation>失败原因</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="132"/>
        <source>Families that fail</source>
        <translation>未满足的系列</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="187"/>
        <source>The model, precision, sequence lengths, drafter, engine and calibration come from the planner; change them there</source>
        <translation>模型、精度、序列长度、草稿模型、引擎和校准均取自规划器；请在规划器中修改</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="189"/>
        <source>Workload (from the planner)</source>
        <translation>负载（取自规划器）</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="194"/>
        <source>Target</source>
        <translation>目标</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="201"/>
        <location filename="../widgets/sizingpage.cpp" line="209"/>
        <source> tokens/s</source>
        <translation> tokens/s</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="203"/>
        <source>Aggregate output tokens per second the deployment must serve</source>
        <translation>部署必须提供的每秒聚合输出 token 数</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="204"/>
        <source>&amp;Serve:</source>
        <translation>服务(&amp;S)：</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="211"/>
        <source>Each user sees at least this speed (1000 / TPOT); 0 = no floor</source>
        <translation>每个用户至少获得此速度（1000 / TPOT）；0 = 无下限</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="212"/>
        <source>&amp;Per user at least:</source>
        <translation>单用户至少(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="216"/>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="217"/>
        <source>no limit</source>
        <translation>不限</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="219"/>
        <source>Time to first token at most; &quot;no limit&quot; leaves TTFT free</source>
        <translation>首 token 时间上限；“不限”表示不约束 TTFT</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="220"/>
        <source>&amp;TTFT at most:</source>
        <translation>TTFT 最多(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="224"/>
        <source>The largest deployment to consider</source>
        <translation>要考虑的最大部署规模</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="225"/>
        <source>GPUs at &amp;most:</source>
        <translation>GPU 数最多(&amp;M)：</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="228"/>
        <source>Hardware and serving</source>
        <translation>硬件与服务</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="232"/>
        <source>GPU kinds to consider</source>
        <translation>要考虑的 GPU 型号</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="234"/>
        <source>H&amp;GX nodes + InfiniBand</source>
        <translation>HGX 节点 + InfiniBand(&amp;G)</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="235"/>
        <source>&amp;NVL72 NVLink domain</source>
        <translation>NVL72 NVLink 域(&amp;N)</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="239"/>
        <source>&amp;Aggregated serving</source>
        <translation>聚合式服务(&amp;A)</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="240"/>
        <source>D&amp;isaggregated serving</source>
        <translation>分离式服务(&amp;I)</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="241"/>
        <source>Separate prefill and decode pools, each sized on its own</source>
        <translation>预填充池和解码池分开，各自单独确定规模</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="248"/>
        <source>Prices and power</source>
        <translation>价格与功耗</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="252"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="252"/>
        <source>$/GPU-h</source>
        <translation>$/GPU 小时</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="252"/>
        <source>W/GPU</source>
        <translation>W/GPU</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="252"/>
        <source>W/node</source>
        <translation>W/节点</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="254"/>
        <source>Power besides the GPUs per 8-GPU node, or per NVL72 rack: host CPUs, NICs, switches, fans. Each GPU carries its share.</source>
        <translation>每个 8 GPU 节点或每个 NVL72 机柜中 GPU 之外的功耗：主机 CPU、NIC、交换机、风扇。由各 GPU 分摊。</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="262"/>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="264"/>
        <source>Cooling and power delivery on top of the IT load (PUE - 1)</source>
        <translation>IT 负载之外的冷却和供电开销（PUE - 1）</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="266"/>
        <source>Facility &amp;overhead:</source>
        <translation>设施开销(&amp;O)：</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="268"/>
        <source>Restore &amp;catalog values</source>
        <translation>恢复目录值(&amp;C)</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="269"/>
        <source>Forget your prices and power; use the catalog&apos;s (sources in the tooltips)</source>
        <translation>放弃您设置的价格和功耗；使用目录中的值（来源见工具提示）</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="322"/>
        <source>no source for the catalog&apos;s values</source>
        <translation>目录中的值没有来源</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="335"/>
        <source>your value (bold); Restore catalog values forgets it</source>
        <translation>您设置的值（粗体）；“恢复目录值”会将其清除</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="336"/>
        <source>catalog value: %1</source>
        <translation>目录值：%1</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="439"/>
        <source>d = %1, acceptance %2</source>
        <translation>d = %1，接受长度 %2</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="440"/>
        <source>no drafter</source>
        <translation>无草稿模型</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="442"/>
        <source>%1, %2; ISL %3 / OSL %4 tokens; %5; engine %6; calibration %7</source>
        <translation>%1，%2；ISL %3 / OSL %4 token；%5；引擎 %6；校准 %7</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="452"/>
        <source>Choose at least one GPU kind, one topology and one serving mode.</source>
        <translation>请至少选择一种 GPU 型号、一种拓扑和一种服务模式。</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/sizingpage.cpp" line="484"/>
        <source>%Ln deployment(s) meet the target. Cheapest: %1, %2 on %3 GPUs at $%4 per hour ($%5 per million tokens). Searched %6 evaluations in %7 ms.</source>
        <translation>
            <numerusform>%Ln 个部署满足目标。最便宜：%1，%2，%3 个 GPU，每小时 $%4（每百万 token $%5）。在 %7 ms 内搜索了 %6 次评估。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="496"/>
        <source>No deployment meets the target. Nearest: %1, %2 on %3 GPUs reaches %4 tokens/s at %5 tokens/s per user (%6% short of the target, %7% short of the per-user floor).</source>
        <translation>没有满足目标的部署。最接近：%1，%2，%3 个 GPU 达到 %4 tokens/s，单用户 %5 tokens/s（距目标差 %6%，距单用户下限差 %7%）。</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="506"/>
        <source>No deployment meets the target, and none comes near: see why each family fails below.</source>
        <translation>没有满足目标的部署，也没有接近的部署：各系列的失败原因见下方。</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="549"/>
        <source>Load sized deployment %1</source>
        <translation>载入规模测算出的部署 %1</translation>
    </message>
</context>
<context>
    <name>moeplan::widgets::TeamHistoryDialog</name>
    <message>
        <location filename="../widgets/teamhistorydialog.cpp" line="23"/>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <location filename="../widgets/teamhistorydialog.cpp" line="24"/>
        <source>&amp;Remember in the system keyring</source>
        <translation>记住在系统密钥环中(&amp;R)</translation>
    </message>
    <message>
        <location filename="../widgets/teamhistorydialog.cpp" line="27"/>
        <source>Open Team History</source>
        <translation>打开团队历史记录</translation>
    </message>
    <message>
        <location filename="../widgets/teamhistorydialog.cpp" line="30"/>
        <source>New connection</source>
        <translation>新连接</translation>
    </message>
    <message>
        <location filename="../widgets/teamhistorydialog.cpp" line="34"/>
        <source>db.example.org</source>
        <translation>db.example.org</translation>
    </message>
    <message>
        <location filename="../widgets/teamhistorydialog.cpp" line="38"/>
        <source>your role on the server</source>
        <translation>您在服务器上的角色</translation>
    </message>
    <message>
        <location filename="../widgets/teamhistorydialog.cpp" line="41"/>
        <source>Encrypted (require)</source>
        <translation>加密（require）</translation>
    </message>
    <message>
        <location filename="../widgets/teamhistorydialog.cpp" line="42"/>
        <source>Encrypted, server&apos;s CA checked (verify-ca)</source>
        <translation>加密，并检查服务器的 CA（verify-ca）</translation>
    </message>
    <message>
        <location filename="../widgets/teamhistorydialog.cpp" line="43"/>
        <source>Encrypted, CA and host name checked (verify-full)</source>
        <translation>加密，并检查 CA 和主机名（verify-full）</translation>
    </message>
    <message>
        <location filename="../widgets/teamhistorydialog.cpp" line="44"/>
        <source>This machine only: encrypted when offered (prefer)</source>
        <translation>仅限本机：服务器提供时加密（prefer）</translation>
    </message>
    <message>
        <location filename="../widgets/teamhistorydialog.cpp" line="47"/>
        <source>the CA certificate that signed the server&apos;s (PEM)</source>
        <translation>签发服务器证书的 CA 证书（PEM）</translation>
    </message>
    <message>
        <location filename="../widgets/teamhistorydialog.cpp" line="49"/>
        <source>empty: from ~/.pgpass</source>
        <translation>留空：从 ~/.pgpass 读取</translation>
    </message>
    <message>
        <location filename="../widgets/teamhistorydialog.cpp" line="50"/>
        <source>Kept by the desktop&apos;s keyring, never in MoE Planner&apos;s settings</source>
        <translation>由桌面的密钥环保存，绝不存入 MoE Planner 的设置</translation>
    </message>
    <message>
        <location filename="../widgets/teamhistorydialog.cpp" line="62"/>
        <source>Re&amp;cent:</source>
        <translation>最近(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../widgets/teamhistorydialog.cpp" line="63"/>
        <source>&amp;Host:</source>
        <translation>主机(&amp;H)：</translation>
    </message>
    <message>
        <location filename="../widgets/teamhistorydialog.cpp" line="64"/>
        <source>&amp;Port:</source>
        <translation>端口(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../widgets/teamhistorydialog.cpp" line="65"/>
        <source>&amp;Database:</source>
        <translation>数据库(&amp;D)：</translation>
    </message>
    <message>
        <location filename="../widgets/teamhistorydialog.cpp" line="66"/>
        <source>&amp;User:</source>
        <translation>用户(&amp;U)：</translation>
    </message>
    <message>
        <location filename="../widgets/teamhistorydialog.cpp" line="67"/>
        <source>&amp;TLS:</source>
        <translation>TLS(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../widgets/teamhistorydialog.cpp" line="69"/>
        <source>C&amp;A file:</source>
        <translation>CA 文件(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../widgets/teamhistorydialog.cpp" line="72"/>
        <source>Pass&amp;word:</source>
        <translation>密码(&amp;W)：</translation>
    </message>
    <message>
        <location filename="../widgets/teamhistorydialog.cpp" line="80"/>
        <source>A history many nodes and planners share. Runs you import go to the server; you work on a local copy of it, refreshed when others change it.</source>
        <translation>由众多节点和规划人员共享的历史记录。您导入的运行会发送到服务器；您在其本地副本上工作，其他人修改时会自动刷新。</translation>
    </message>
    <message>
        <location filename="../widgets/teamhistorydialog.cpp" line="92"/>
        <source>CA Certificate</source>
        <translation>CA 证书</translation>
    </message>
    <message>
        <location filename="../widgets/teamhistorydialog.cpp" line="93"/>
        <source>Certificates (*.pem *.crt);;All files (*)</source>
        <translation>证书 (*.pem *.crt);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../widgets/teamhistorydialog.cpp" line="149"/>
        <source>Give the server&apos;s host name.</source>
        <translation>请填写服务器的主机名。</translation>
    </message>
    <message>
        <location filename="../widgets/teamhistorydialog.cpp" line="151"/>
        <source>Give the database&apos;s name.</source>
        <translation>请填写数据库名称。</translation>
    </message>
    <message>
        <location filename="../widgets/teamhistorydialog.cpp" line="153"/>
        <source>Give your role&apos;s name on the server.</source>
        <translation>请填写您在服务器上的角色名。</translation>
    </message>
    <message>
        <location filename="../widgets/teamhistorydialog.cpp" line="155"/>
        <source>%1 checks the server against a CA: choose the CA file.</source>
        <translation>%1 会根据 CA 检查服务器：请选择 CA 文件。</translation>
    </message>
</context>
<context>
    <name>moeplan::widgets::UserGuideDialog</name>
    <message>
        <location filename="../widgets/helpdialogs.cpp" line="48"/>
        <source>MoE Planner User Guide</source>
        <translation>MoE Planner 用户指南</translation>
    </message>
    <message>
        <location filename="../widgets/helpdialogs.cpp" line="67"/>
        <source>&lt;p&gt;&lt;b&gt;MoE Planner %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Capacity planning for serving Mixture-of-Experts language models: decode step time, throughput and per-user speed across GPU counts, topologies, speculative decoding and batch sizes, calibrated on your own benchmark runs.&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or later (GPL-3.0-or-later), without any warranty.&lt;/p&gt;&lt;p&gt;Built with:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Qt %2 (LGPL-3.0)&lt;/li&gt;&lt;li&gt;QCustomPlot %3 (GPL-3.0)&lt;/li&gt;&lt;li&gt;Eigen %4 (MPL-2.0)&lt;/li&gt;&lt;li&gt;SQLite %5 (public domain)&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;MoE Planner %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;用于部署混合专家（MoE）语言模型推理服务的容量规划：在不同 GPU 数量、拓扑、推测解码和批大小下的解码步时间、吞吐量和单用户速度，并基于您自己的基准测试运行记录进行校准。&lt;/p&gt;&lt;p&gt;依据 GNU 通用公共许可证第 3 版或更高版本（GPL-3.0-or-later）授权，不提供任何担保。&lt;/p&gt;&lt;p&gt;构建所用组件：&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Qt %2 (LGPL-3.0)&lt;/li&gt;&lt;li&gt;QCustomPlot %3 (GPL-3.0)&lt;/li&gt;&lt;li&gt;Eigen %4 (MPL-2.0)&lt;/li&gt;&lt;li&gt;SQLite %5（公有领域）&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
</context>
</TS>
