<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>FitParam</name>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="30"/>
        <source>HBM bandwidth achieved</source>
        <translation>Erreichte HBM-Bandbreite</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="32"/>
        <source>Decode compute achieved</source>
        <translation>Erreichte Decode-Rechenleistung</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="34"/>
        <source>NVLink bandwidth achieved</source>
        <translation>Erreichte NVLink-Bandbreite</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="36"/>
        <source>Network bandwidth achieved</source>
        <translation>Erreichte Netzwerkbandbreite</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="38"/>
        <source>Overhead per decode step</source>
        <translation>Overhead pro Decode-Schritt</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="40"/>
        <source>Overhead per layer</source>
        <translation>Overhead pro Schicht</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="42"/>
        <source>Overhead per sequence</source>
        <translation>Overhead pro Sequenz</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="44"/>
        <source>Comm. hidden by compute</source>
        <translation>Durch Rechnen verdeckte Kommunikation</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="46"/>
        <source>Expert imbalance (max/mean)</source>
        <translation>Experten-Ungleichgewicht (max/Mittel)</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="48"/>
        <source>Prefill compute achieved</source>
        <translation>Erreichte Prefill-Rechenleistung</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="50"/>
        <source>Fixed cost per prompt</source>
        <translation>Fixkosten pro Prompt</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="52"/>
        <source>Opening burst, aggregated</source>
        <translation>Anfangs-Burst, aggregiert</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="54"/>
        <source>Prompt chunks in decode steps</source>
        <translation>Prompt-Chunks in Decode-Schritten</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="56"/>
        <source>NVLink collective latency</source>
        <translation>NVLink-Collective-Latenz</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="58"/>
        <source>Network hop latency</source>
        <translation>Netzwerk-Hop-Latenz</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="60"/>
        <source>Dispatch/combine kernel latency</source>
        <translation>Dispatch/Combine-Kernel-Latenz</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="62"/>
        <source>Expert vs dense kernels</source>
        <translation>Experten- vs. Dense-Kernels</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="64"/>
        <source>Routing cost per MoE layer</source>
        <translation>Routing-Kosten pro MoE-Schicht</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="66"/>
        <source>FP8/FP4 speed-up realised</source>
        <translation>Realisierte FP8/FP4-Beschleunigung</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="68"/>
        <source>Prompt stall on one DP rank</source>
        <translation>Prompt-Stau auf einem DP-Rank</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="70"/>
        <source>Chunked-prefill budget</source>
        <translation>Chunked-Prefill-Budget</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="72"/>
        <source>Prefill-pool queueing weight</source>
        <translation>Warteschlangengewicht des Prefill-Pools</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="74"/>
        <source>KV transfer not overlapped</source>
        <translation>Nicht überlappter KV-Transfer</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="76"/>
        <source>Opening burst, disaggregated</source>
        <translation>Anfangs-Burst, disaggregiert</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="78"/>
        <source>Prefill-pool compute achieved</source>
        <translation>Erreichte Rechenleistung des Prefill-Pools</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="80"/>
        <source>Hand-off cost per prompt, disaggregated</source>
        <translation>Übergabekosten je Prompt, disaggregiert</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="82"/>
        <source>Weight-only kernels vs native</source>
        <translation>Weight-only- vs. native Kernels</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="84"/>
        <source>Decode stall per arriving prompt</source>
        <translation>Decode-Stau je ankommendem Prompt</translation>
    </message>
</context>
<context>
    <name>GuiMain</name>
    <message>
        <location filename="../app/gui/main.cpp" line="73"/>
        <location filename="../app/gui/main.cpp" line="88"/>
        <location filename="../app/gui/main.cpp" line="93"/>
        <source>%1: cannot write: %2</source>
        <translation>%1: Schreiben nicht möglich: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="125"/>
        <source>Capacity planner for serving Mixture-of-Experts language models.</source>
        <translation>Kapazitätsplaner für den Betrieb von Mixture-of-Experts-Sprachmodellen.</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="130"/>
        <source>Render the main window offscreen at %1x%2 to &lt;file&gt; (PNG) and exit.</source>
        <translation>Das Hauptfenster offscreen mit %1x%2 nach &lt;file&gt; (PNG) rendern und beenden.</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="133"/>
        <location filename="../app/gui/main.cpp" line="136"/>
        <location filename="../app/gui/main.cpp" line="142"/>
        <source>file</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="135"/>
        <source>Open the scenario file &lt;file&gt; (.moeplan).</source>
        <translation>Die Szenariodatei &lt;file&gt; (.moeplan) öffnen.</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="139"/>
        <source>History database &lt;file&gt; whose calibration profiles the planner uses (default: the history in the application-data folder).</source>
        <translation>Verlaufsdatenbank &lt;file&gt;, deren Kalibrierprofile der Planer verwendet (Standard: der Verlauf im Anwendungsdatenordner).</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="145"/>
        <source>With --screenshot: the page to render: planner, sizing, history or calibration.</source>
        <translation>Mit --screenshot: die zu rendernde Seite: planner, sizing, history oder calibration.</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="147"/>
        <source>page</source>
        <translation>Seite</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="150"/>
        <source>With --screenshot: the window size WIDTHxHEIGHT (default %1x%2).</source>
        <translation>Mit --screenshot: die Fenstergröße BREITExHÖHE (Standard %1x%2).</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="153"/>
        <source>size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="156"/>
        <source>With --screenshot: refit the calibration first (stores the fitted profiles in the history database, as the Refit button does).</source>
        <translation>Mit --screenshot: zuerst die Kalibrierung neu anpassen (speichert die angepassten Profile in der Verlaufsdatenbank, wie die Schaltfläche „Neu anpassen“).</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="161"/>
        <source>With --screenshot: on the history page, select the run &lt;id&gt; (its details and, with telemetry, its diagnosis); on the planner page, open it there (its deployment, and its measured readings over the model&apos;s).</source>
        <translation>Mit --screenshot: auf der Verlaufsseite den Lauf &lt;id&gt; auswählen (seine Details und, mit Telemetrie, seine Diagnose); auf der Planerseite ihn dort öffnen (sein Deployment und seine gemessenen Werte über denen des Modells).</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="165"/>
        <source>id</source>
        <translation>ID</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="171"/>
        <source>A scenario file (.moeplan) to open, as --scenario does.</source>
        <translation>Eine zu öffnende Szenariodatei (.moeplan), wie bei --scenario.</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="176"/>
        <source>one scenario file at a time (got %1)</source>
        <translation>nur eine Szenariodatei auf einmal (erhalten: %1)</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="188"/>
        <source>--page: unknown page &quot;%1&quot; (planner, sizing, history or calibration)</source>
        <translation>--page: unbekannte Seite &quot;%1&quot; (planner, sizing, history oder calibration)</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="198"/>
        <source>--size: &quot;%1&quot; is not WIDTHxHEIGHT between 320x240 and 8000x8000</source>
        <translation>--size: &quot;%1&quot; ist nicht BREITExHÖHE zwischen 320x240 und 8000x8000</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="254"/>
        <source>%1: no such history database</source>
        <translation>%1: keine solche Verlaufsdatenbank</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="275"/>
        <source>--page: the %1 page needs a history database</source>
        <translation>--page: die Seite %1 benötigt eine Verlaufsdatenbank</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="283"/>
        <source>--run: no run &quot;%1&quot; in the history</source>
        <translation>--run: kein Lauf &quot;%1&quot; im Verlauf</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="295"/>
        <source>--refit needs a history database</source>
        <translation>--refit benötigt eine Verlaufsdatenbank</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="343"/>
        <source>%1: opened, but the password was not kept in the system keyring (%2); you will be asked for it again, or put it in ~/.pgpass</source>
        <translation>%1: geöffnet, aber das Passwort wurde nicht im Schlüsselbund des Systems gespeichert (%2); Sie werden erneut danach gefragt, oder tragen Sie es in ~/.pgpass ein</translation>
    </message>
</context>
<context>
    <name>QCommandLineParser</name>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="149"/>
        <source>Usage: %1</source>
        <translation>Aufruf: %1</translation>
    </message>
</context>
<context>
    <name>moeplan::cli::Cli</name>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="84"/>
        <source>  (underdetermined: worker counts, or a plan that holds the weights, not stated; not in the rows above; median 80%-interval width x%1 TPOT, x%2 TTFT)</source>
        <translation>  (unterbestimmt: Worker-Anzahlen oder ein Plan, der die Gewichte hält, nicht angegeben; nicht in den Zeilen oben; Median der 80-%-Intervallbreite x%1 TPOT, x%2 TTFT)</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="132"/>
        <source>profile %1: %2 runs fitted, %3 flagged; in-sample median error TPOT %4, TTFT %5</source>
        <translation>Profil %1: %2 Läufe angepasst, %3 markiert; In-Sample-Medianfehler TPOT %4, TTFT %5</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="153"/>
        <source>    80% interval: TPOT x[%1, %2], TTFT x[%3, %4]</source>
        <translation>    80-%-Intervall: TPOT x[%1, %2], TTFT x[%3, %4]</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="163"/>
        <source>%1 held out</source>
        <translation>%1 zurückgehalten</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="165"/>
        <source>from %1, too few of its own</source>
        <translation>von %1, zu wenige eigene</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="169"/>
        <source>    80% interval of disaggregated runs: TPOT x[%1, %2]%3</source>
        <translation>    80-%-Intervall disaggregierter Läufe: TPOT x[%1, %2]%3</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="175"/>
        <source>    80% interval of disaggregated runs: TTFT x[%1, %2]%3</source>
        <translation>    80-%-Intervall disaggregierter Läufe: TTFT x[%1, %2]%3</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/calibratecommands.cpp" line="204"/>
        <source>  %1: TPOT x%2 (%n run(s))</source>
        <translation>
            <numerusform>  %1: TPOT x%2 (%n Lauf)</numerusform>
            <numerusform>  %1: TPOT x%2 (%n Läufe)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/calibratecommands.cpp" line="208"/>
        <source>  %1: TPOT x%2, TTFT x%3 (%n run(s))</source>
        <translation>
            <numerusform>  %1: TPOT x%2, TTFT x%3 (%n Lauf)</numerusform>
            <numerusform>  %1: TPOT x%2, TTFT x%3 (%n Läufe)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="269"/>
        <location filename="../app/cli/calibratecommands.cpp" line="782"/>
        <source>--db FILE is required</source>
        <translation>--db FILE ist erforderlich</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="295"/>
        <source>Fit the cost model to the runs of a history database, one profile per GPU kind and engine (and per kind pooled over engines), store the profiles in the database, and print them with their cross-validated errors. Example:
  moeplan-cli calibrate --db history.sqlite --folds 5</source>
        <translation>Das Kostenmodell an die Läufe einer Verlaufsdatenbank anpassen, ein Profil pro GPU-Typ und Engine (und pro Typ über alle Engines), die Profile in der Datenbank speichern und mit ihren kreuzvalidierten Fehlern ausgeben. Beispiel:
  moeplan-cli calibrate --db history.sqlite --folds 5</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="300"/>
        <source>History database.</source>
        <translation>Verlaufsdatenbank.</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="302"/>
        <source>Only runs of this GPU kind.</source>
        <translation>Nur Läufe dieses GPU-Typs.</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="304"/>
        <location filename="../app/cli/cliutil.cpp" line="180"/>
        <source>Only runs of this engine.</source>
        <translation>Nur Läufe dieser Engine.</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="306"/>
        <source>Folds of the grouped cross-validation (default 5; 0 skips it).</source>
        <translation>Folds der gruppierten Kreuzvalidierung (Standard 5; 0 überspringt sie).</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="309"/>
        <source>Also report each GPU kind predicted from the others only.</source>
        <translation>Zusätzlich jeden GPU-Typ nur aus den anderen vorhersagen.</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="310"/>
        <source>Do not store the profiles.</source>
        <translation>Profile nicht speichern.</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="311"/>
        <location filename="../app/cli/calibratecommands.cpp" line="621"/>
        <location filename="../app/cli/catalogcommands.cpp" line="105"/>
        <source>Print JSON.</source>
        <translation>JSON ausgeben.</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="318"/>
        <source>--folds: &quot;%1&quot; must be 0 or a whole number in 2..50</source>
        <translation>--folds: &quot;%1&quot; muss 0 oder eine ganze Zahl in 2..50 sein</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="328"/>
        <source>%1: no runs to calibrate on</source>
        <translation>%1: keine Läufe zum Kalibrieren</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="380"/>
        <source>%1 runs, %2 placed in the model; fitted %3 profiles in %4 ms%5</source>
        <translation>%1 Läufe, %2 im Modell platziert; %3 Profile in %4 ms angepasst%5</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="386"/>
        <source> (not stored)</source>
        <translation> (nicht gespeichert)</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="387"/>
        <source>, stored in %1</source>
        <translation>, gespeichert in %1</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="390"/>
        <source>  not placed: %1 x %2</source>
        <translation>  nicht platziert: %1 x %2</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="395"/>
        <source>Architecture offsets (model and precision, over all GPU kinds):</source>
        <translation>Architektur-Korrekturen (Modell und Genauigkeit, über alle GPU-Typen):</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="398"/>
        <source>Engine-build offsets (runs that name their engine&apos;s version, after the architecture&apos;s):</source>
        <translation>Korrekturen je Engine-Build (Läufe, die die Version ihrer Engine angeben, nach der Architektur-Korrektur):</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="402"/>
        <source>Engine offsets per architecture (model, precision and engine, after both above):</source>
        <translation>Engine-Korrekturen je Architektur (Modell, Genauigkeit und Engine, nach beiden obigen):</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="406"/>
        <source>Offsets per GPU kind (model, precision, engine and kind; aggregated TPOT only, after all three above):</source>
        <translation>Korrekturen je GPU-Typ (Modell, Genauigkeit, Engine und Typ; nur TPOT aggregierter Läufe, nach allen drei obigen):</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="441"/>
        <source>%1 holds no runs to calibrate on: predictions use datasheet parameters</source>
        <translation>%1 enthält keine Läufe zum Kalibrieren: Vorhersagen verwenden Datenblattparameter</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="453"/>
        <source>%1 had no profiles: calibrated on its %2 runs and stored them</source>
        <translation>%1 hatte keine Profile: auf seinen %2 Läufen kalibriert und gespeichert</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="471"/>
        <source>--db FILE and --runs IN.csv are required</source>
        <translation>--db FILE und --runs IN.csv sind erforderlich</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="477"/>
        <location filename="../app/cli/cliutil.cpp" line="69"/>
        <source>%1: cannot read: %2</source>
        <translation>%1: Lesen nicht möglich: %2</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="481"/>
        <source>%1: larger than 200 MB</source>
        <translation>%1: größer als 200 MB</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="552"/>
        <source>Predict TPOT and TTFT for every row of a measured-runs CSV (the deployment columns of the AIConfigurator measured-runs format; measured columns are ignored) with the calibration profiles of a history database, and write one row per input row. Example:
  moeplan-cli predict --db history.sqlite --runs in.csv --out out.csv</source>
        <translation>TPOT und TTFT für jede Zeile einer CSV mit Messläufen vorhersagen (die Deployment-Spalten des AIConfigurator-Messlaufformats; Messspalten werden ignoriert), mit den Kalibrierprofilen einer Verlaufsdatenbank, und eine Zeile pro Eingabezeile schreiben. Beispiel:
  moeplan-cli predict --db history.sqlite --runs in.csv --out out.csv</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="557"/>
        <location filename="../app/cli/calibratecommands.cpp" line="618"/>
        <source>History database with calibration profiles.</source>
        <translation>Verlaufsdatenbank mit Kalibrierprofilen.</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="559"/>
        <source>Input CSV.</source>
        <translation>Eingabe-CSV.</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="560"/>
        <source>Output CSV (written atomically).</source>
        <translation>Ausgabe-CSV (atomar geschrieben).</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="566"/>
        <source>--out OUT.csv is required</source>
        <translation>--out OUT.csv ist erforderlich</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="574"/>
        <location filename="../app/cli/calibratecommands.cpp" line="598"/>
        <source>%1: cannot write: %2</source>
        <translation>%1: Schreiben nicht möglich: %2</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="602"/>
        <source>moeplan-cli: %1: %2 of %3 rows predicted</source>
        <translation>moeplan-cli: %1: %2 von %3 Zeilen vorhergesagt</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="613"/>
        <source>Predict the rows of a measured-runs CSV with the profiles of a history database and compare with their measured TPOT and TTFT: median and P90 absolute percentage error and the share inside the 80% interval, by GPU kind, engine, model and serving mode. Example:
  moeplan-cli validate --db history.sqlite --runs measured.csv</source>
        <translation>Die Zeilen einer Messlauf-CSV mit den Profilen einer Verlaufsdatenbank vorhersagen und mit ihren gemessenen TPOT- und TTFT-Werten vergleichen: Median und P90 des absoluten prozentualen Fehlers und Anteil innerhalb des 80-%-Intervalls, nach GPU-Typ, Engine, Modell und Betriebsart. Beispiel:
  moeplan-cli validate --db history.sqlite --runs measured.csv</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="620"/>
        <source>Measured-runs CSV.</source>
        <translation>Messlauf-CSV.</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="640"/>
        <source>predictions of %1 against its measurements</source>
        <translation>Vorhersagen von %1 gegenüber den Messungen</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="651"/>
        <source>%1 rows, %2 placed in the model</source>
        <translation>%1 Zeilen, %2 im Modell platziert</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="712"/>
        <source>%1: GPU telemetry, nothing to check (import attaches it to its runs)</source>
        <translation>%1: GPU-Telemetrie, nichts zu prüfen (import hängt sie an ihre Läufe an)</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="722"/>
        <source>give the deployment the file does not state (--gpu, --plan, --tp, --ep, --gpus, --model or --deployment FILE), as to import it</source>
        <translation>das Deployment angeben, das die Datei nicht nennt (--gpu, --plan, --tp, --ep, --gpus, --model oder --deployment DATEI), wie beim Import</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/calibratecommands.cpp" line="990"/>
        <source>%n input(s) or record(s) refused</source>
        <translation>
            <numerusform>%n Eingabe oder Datensatz abgelehnt</numerusform>
            <numerusform>%n Eingaben oder Datensätze abgelehnt</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="761"/>
        <source>History database (file or URL).</source>
        <translation>Verlaufsdatenbank (Datei oder URL).</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/calibratecommands.cpp" line="694"/>
        <source>%1: %n more run(s) refused</source>
        <translation>
            <numerusform>%1: %n weiterer Lauf abgelehnt</numerusform>
            <numerusform>%1: %n weitere Läufe abgelehnt</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="746"/>
        <source>Check the history&apos;s runs, or the runs of result files before they are imported, against the calibrated model and against their deployment&apos;s other measured loads (the History page&apos;s Model tab, for scripts): one row per run with what each of TPOT and TTFT is checked against, its 80% band and a verdict. A run disagrees when it lies outside that band by more than twice the band&apos;s width on that side (1-4% of the runs of the public sample do; docs/accuracy.md): check such a run for a cold start, a warm-up or another engine build or setting before calibrating on it. The runs of INPUT files (any format import reads, history databases among them; the deployment options fill what they leave out, as import&apos;s do) are checked beside the history&apos;s runs and each other, and nothing is stored. Exit 0 when no checked run disagrees, 1 when one does, 2 on bad input (an INPUT or a record refused). Examples:
  moeplan-cli check --db runs.sqlite --gpu b200 --engine vllm --disagreeing
  moeplan-cli check --db runs.sqlite --gpu b200 --plan ep --ep 8 results/</source>
        <translation>Prüft die Läufe des Verlaufs, oder die Läufe von Ergebnisdateien vor ihrem Import, gegen das kalibrierte Modell und gegen die anderen gemessenen Lasten ihres Deployments (der Modell-Reiter der Verlaufsseite, für Skripte): eine Zeile pro Lauf mit dem, woran TPOT und TTFT jeweils gemessen werden, dem 80-%-Band und einem Urteil. Ein Lauf weicht ab, wenn er um mehr als die doppelte Breite des Bands auf dieser Seite außerhalb liegt (1-4 % der Läufe der öffentlichen Stichprobe; docs/accuracy.md): einen solchen Lauf vor dem Kalibrieren auf Kaltstart, Aufwärmphase oder einen anderen Engine-Build bzw. eine andere Einstellung prüfen. Exit 0, wenn kein geprüfter Lauf abweicht, 1, wenn einer abweicht, Die Läufe von EINGABE-Dateien (jedes Format, das import liest, Verlaufsdatenbanken eingeschlossen; die Deployment-Optionen ergänzen, was sie nicht angeben, wie bei import) werden neben den Läufen des Verlaufs und untereinander geprüft, und nichts wird gespeichert. Exit 0, wenn kein geprüfter Lauf abweicht, 1, wenn einer abweicht, 2 bei fehlerhafter Eingabe (eine EINGABE oder ein Datensatz abgelehnt). Beispiele:
  moeplan-cli check --db runs.sqlite --gpu b200 --engine vllm --disagreeing
  moeplan-cli check --db runs.sqlite --gpu b200 --plan ep --ep 8 results/</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="773"/>
        <source>Result files or folders of them to check instead of the history&apos;s runs (--model, --gpu and --engine then fill what they leave out).</source>
        <translation>Ergebnisdateien oder Ordner davon, die statt der Läufe des Verlaufs geprüft werden (--model, --gpu und --engine ergänzen dann, was sie nicht angeben).</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="795"/>
        <source>--%1 describes the deployment of INPUT files; give the files to check</source>
        <translation>--%1 beschreibt das Deployment von EINGABE-Dateien; die zu prüfenden Dateien angeben</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="801"/>
        <source>--run selects the history&apos;s runs; it cannot be given with INPUT files</source>
        <translation>--run wählt Läufe des Verlaufs aus; es kann nicht mit EINGABE-Dateien angegeben werden</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="812"/>
        <source>--run: &quot;%1&quot; is not a run id (a positive whole number, as moeplan-cli runs lists them)</source>
        <translation>--run: &quot;%1&quot; ist keine Lauf-ID (eine positive ganze Zahl, wie moeplan-cli runs sie auflistet)</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="840"/>
        <source>--run %1: %2 holds no run with that id</source>
        <translation>--run %1: %2 enthält keinen Lauf mit dieser ID</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="866"/>
        <source>no benchmark result among the INPUT files</source>
        <translation>kein Benchmark-Ergebnis unter den EINGABE-Dateien</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/calibratecommands.cpp" line="985"/>
        <source>moeplan-cli: %1: %n run(s) checked</source>
        <translation>
            <numerusform>moeplan-cli: %1: %n Lauf geprüft</numerusform>
            <numerusform>moeplan-cli: %1: %n Läufe geprüft</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/calibratecommands.cpp" line="986"/>
        <source>%n input(s)</source>
        <translation>
            <numerusform>%n Eingabe</numerusform>
            <numerusform>%n Eingaben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/calibratecommands.cpp" line="987"/>
        <source>%n disagree with their deployment&apos;s other loads</source>
        <translation>
            <numerusform>%n weicht von den anderen Lasten seines Deployments ab</numerusform>
            <numerusform>%n weichen von den anderen Lasten ihres Deployments ab</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/calibratecommands.cpp" line="988"/>
        <source>%n could not be checked</source>
        <translation>
            <numerusform>%n konnte nicht geprüft werden</numerusform>
            <numerusform>%n konnten nicht geprüft werden</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="38"/>
        <source>%1 is missing (see --help)</source>
        <translation>%1 fehlt (siehe --help)</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="39"/>
        <location filename="../app/cli/chartcommands.cpp" line="42"/>
        <location filename="../app/cli/commands.cpp" line="173"/>
        <location filename="../app/cli/historycommands.cpp" line="266"/>
        <location filename="../app/cli/historycommands.cpp" line="342"/>
        <location filename="../app/cli/recommendcommands.cpp" line="227"/>
        <source>unexpected argument &quot;%1&quot;</source>
        <translation>unerwartetes Argument &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="67"/>
        <source>parameters: %1 B total, %2 B active per token</source>
        <translation>Parameter: %1 Mrd. gesamt, %2 Mrd. aktiv pro Token</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="72"/>
        <source>weights at %1: %2 GB; KV cache %3 KiB per token</source>
        <translation>Gewichte bei %1: %2 GB; KV-Cache %3 KiB pro Token</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="78"/>
        <source>layers: %1 (%2 with experts); experts: %3, %4 per token</source>
        <translation>Schichten: %1 (%2 mit Experten); Experten: %3, %4 pro Token</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="88"/>
        <source>precisions: %1 (default %2)</source>
        <translation>Genauigkeiten: %1 (Standard %2)</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="92"/>
        <source>notes: %1</source>
        <translation>Hinweise: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="99"/>
        <source>List the models and GPU kinds the planner knows: the bundled catalog and the user catalog (%1).
Verbs: add-model CONFIG.json, model ID, remove-model ID, add-gpu DATASHEET.json, gpu ID, remove-gpu ID (&apos;moeplan-cli catalog VERB --help&apos;).</source>
        <translation>Die dem Planer bekannten Modelle und GPU-Typen auflisten: den mitgelieferten Katalog und den Benutzerkatalog (%1).
Verben: add-model CONFIG.json, model ID, remove-model ID, add-gpu DATASHEET.json, gpu ID, remove-gpu ID (&apos;moeplan-cli catalog VERB --help&apos;).</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="146"/>
        <source>GPU kinds</source>
        <translation>GPU-Typen</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="171"/>
        <source>Models</source>
        <translation>Modelle</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="225"/>
        <source>Add a model to the user catalog from its Hugging Face config.json. The derived figures are printed; --dry-run prints them without saving. Example:
  moeplan-cli catalog add-model ~/models/Qwen3-Next-80B/config.json --id qwen3-next-80b</source>
        <translation>Ein Modell aus seiner Hugging-Face-config.json zum Benutzerkatalog hinzufügen. Die abgeleiteten Kennzahlen werden ausgegeben; --dry-run gibt sie aus, ohne zu speichern. Beispiel:
  moeplan-cli catalog add-model ~/models/Qwen3-Next-80B/config.json --id qwen3-next-80b</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="229"/>
        <source>The model&apos;s config.json.</source>
        <translation>Die config.json des Modells.</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="232"/>
        <source>Catalog id (default: from the file or folder name, normalised as imported runs&apos; names are, so their runs join calibration).</source>
        <translation>Katalog-ID (Standard: aus dem Datei- oder Ordnernamen, normalisiert wie die Namen importierter Läufe, damit deren Läufe in die Kalibrierung eingehen).</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="235"/>
        <source>Display name.</source>
        <translation>Anzeigename.</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="236"/>
        <source>Read and print; save nothing.</source>
        <translation>Lesen und ausgeben; nichts speichern.</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="237"/>
        <source>Print the saved entry as JSON.</source>
        <translation>Den gespeicherten Eintrag als JSON ausgeben.</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="206"/>
        <source>Overwrite a user GPU kind with the same id.</source>
        <translation>Einen Benutzer-GPU-Typ mit derselben ID überschreiben.</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="207"/>
        <source>Overwrite a user model with the same id.</source>
        <translation>Ein Benutzermodell mit derselben ID überschreiben.</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="210"/>
        <source>Allow the id of a bundled GPU kind: the user entry replaces it for this user.</source>
        <translation>Die ID eines mitgelieferten GPU-Typs zulassen: Der Benutzereintrag ersetzt ihn für diesen Benutzer.</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="212"/>
        <source>Allow the id of a bundled model: the user entry replaces it for this user.</source>
        <translation>Die ID eines mitgelieferten Modells zulassen: Der Benutzereintrag ersetzt es für diesen Benutzer.</translation>
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
        <translation>gespeichert in %1</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="274"/>
        <source>Print one model of the catalog (bundled or user) with its derived figures: total_params, active_params_per_token, weight_bytes (at the default precision, or --precision), kv_bytes_per_token, layers, experts, experts_per_token.</source>
        <translation>Ein Modell des Katalogs (mitgeliefert oder Benutzer) mit seinen abgeleiteten Kennzahlen ausgeben: total_params, active_params_per_token, weight_bytes (bei der Standardgenauigkeit oder --precision), kv_bytes_per_token, layers, experts, experts_per_token.</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="277"/>
        <source>Model id or alias.</source>
        <translation>Modell-ID oder Alias.</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="279"/>
        <source>Print JSON: the catalog entry and &quot;derived&quot;.</source>
        <translation>JSON ausgeben: den Katalogeintrag und &quot;derived&quot;.</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="280"/>
        <source>Precision of the derived figures.</source>
        <translation>Genauigkeit der abgeleiteten Kennzahlen.</translation>
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
        <translation>unbekanntes Modell &quot;%1&quot; (siehe moeplan-cli catalog)</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="292"/>
        <source>precision &quot;%1&quot; is not offered for %2</source>
        <translation>Genauigkeit &quot;%1&quot; wird für %2 nicht angeboten</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="312"/>
        <source>The entry&apos;s id.</source>
        <translation>Die ID des Eintrags.</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="320"/>
        <source>removed %1</source>
        <translation>%1 entfernt</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="327"/>
        <source>Add a GPU kind to the user catalog from a datasheet JSON, in the schema &apos;catalog gpu ID --json&apos; prints (docs/catalogs.md): copy a kind, edit a few values, add it.</source>
        <translation>Einen GPU-Typ aus einem Datenblatt-JSON zum Benutzerkatalog hinzufügen, im Schema, das &apos;catalog gpu ID --json&apos; ausgibt (docs/catalogs.md): einen Typ kopieren, einige Werte ändern, hinzufügen.</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="330"/>
        <source>The GPU datasheet.</source>
        <translation>Das GPU-Datenblatt.</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="331"/>
        <source>Validate and print; save nothing.</source>
        <translation>Prüfen und ausgeben; nichts speichern.</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="334"/>
        <source>DATASHEET.json</source>
        <translation>DATASHEET.json</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="349"/>
        <source>%1  %2: %3 TFLOPS BF16, %4 GB at %5 TB/s, NVLink %6 GB/s x %7 GPUs, NIC %8 Gb/s</source>
        <translation>%1  %2: %3 TFLOPS BF16, %4 GB bei %5 TB/s, NVLink %6 GB/s x %7 GPUs, NIC %8 Gb/s</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="368"/>
        <source>Print one GPU kind (bundled or user). --json prints exactly the schema add-gpu accepts.</source>
        <translation>Einen GPU-Typ ausgeben (mitgeliefert oder Benutzer). --json gibt genau das Schema aus, das add-gpu akzeptiert.</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="370"/>
        <source>GPU id or alias.</source>
        <translation>GPU-ID oder Alias.</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="371"/>
        <source>Print the datasheet JSON.</source>
        <translation>Das Datenblatt-JSON ausgeben.</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="378"/>
        <location filename="../app/cli/commands.cpp" line="383"/>
        <source>unknown GPU kind &quot;%1&quot; (see moeplan-cli catalog)</source>
        <translation>unbekannter GPU-Typ &quot;%1&quot; (siehe moeplan-cli catalog)</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="386"/>
        <source>dense peak TFLOPS: BF16 %1, FP8 %2, FP4 %3</source>
        <translation>Dense-Spitzen-TFLOPS: BF16 %1, FP8 %2, FP4 %3</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="392"/>
        <source>HBM %1 GB at %2 TB/s; NVLink %3 GB/s per direction, domain %4 GPUs; NIC %5 Gb/s; TDP %6 W</source>
        <translation>HBM %1 GB bei %2 TB/s; NVLink %3 GB/s pro Richtung, Domäne %4 GPUs; NIC %5 Gb/s; TDP %6 W</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="402"/>
        <source>price %1 USD per GPU-hour</source>
        <translation>Preis %1 USD pro GPU-Stunde</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="421"/>
        <source>Remove a model from the user catalog.</source>
        <translation>Ein Modell aus dem Benutzerkatalog entfernen.</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="428"/>
        <source>Remove a GPU kind from the user catalog.</source>
        <translation>Einen GPU-Typ aus dem Benutzerkatalog entfernen.</translation>
    </message>
    <message>
        <location filename="../app/cli/catalogcommands.cpp" line="431"/>
        <source>catalog: unknown verb &quot;%1&quot; (add-model, model, remove-model, add-gpu, gpu, remove-gpu)</source>
        <translation>catalog: unbekanntes Verb &quot;%1&quot; (add-model, model, remove-model, add-gpu, gpu, remove-gpu)</translation>
    </message>
    <message>
        <location filename="../app/cli/chartcommands.cpp" line="27"/>
        <source>The scenario file (.moeplan JSON).</source>
        <translation>Die Szenariodatei (.moeplan-JSON).</translation>
    </message>
    <message>
        <location filename="../app/cli/chartcommands.cpp" line="30"/>
        <source>History database whose calibration profiles calibration &quot;auto&quot; (or a profile name) uses.</source>
        <translation>Verlaufsdatenbank, deren Kalibrierprofile calibration &quot;auto&quot; (oder ein Profilname) verwendet.</translation>
    </message>
    <message>
        <location filename="../app/cli/chartcommands.cpp" line="33"/>
        <source>The file to write.</source>
        <translation>Die zu schreibende Datei.</translation>
    </message>
    <message>
        <location filename="../app/cli/chartcommands.cpp" line="47"/>
        <source>--%1 is required (see --help)</source>
        <translation>--%1 ist erforderlich (siehe --help)</translation>
    </message>
    <message>
        <location filename="../app/cli/chartcommands.cpp" line="103"/>
        <location filename="../app/cli/recommendcommands.cpp" line="38"/>
        <source>--%1: &quot;%2&quot; is not a non-negative number</source>
        <translation>--%1: &quot;%2&quot; ist keine nichtnegative Zahl</translation>
    </message>
    <message>
        <location filename="../app/cli/chartcommands.cpp" line="104"/>
        <location filename="../app/cli/recommendcommands.cpp" line="39"/>
        <source>--%1: &quot;%2&quot; is not a positive number</source>
        <translation>--%1: &quot;%2&quot; ist keine positive Zahl</translation>
    </message>
    <message>
        <location filename="../app/cli/chartcommands.cpp" line="123"/>
        <source>Render a chart of a scenario offscreen, in the light theme, with a title and a footnote stating the assumptions. The format follows the file name: .png, .svg (text stays text) or .pdf (vector). Example:
  moeplan-cli chart --scenario s.moeplan --kind frontier --out frontier.png</source>
        <translation>Ein Diagramm eines Szenarios offscreen rendern, im hellen Design, mit Titel und einer Fußnote zu den Annahmen. Das Format folgt dem Dateinamen: .png, .svg (Text bleibt Text) oder .pdf (Vektor). Beispiel:
  moeplan-cli chart --scenario s.moeplan --kind frontier --out frontier.png</translation>
    </message>
    <message>
        <location filename="../app/cli/chartcommands.cpp" line="129"/>
        <source>frontier, breakdown or scaling (default frontier).</source>
        <translation>frontier, breakdown oder scaling (Standard frontier).</translation>
    </message>
    <message>
        <location filename="../app/cli/chartcommands.cpp" line="132"/>
        <source>WxH in pixels at 96 dpi, or a preset: 16:9 (1920x1080, the default), 4:3 (1440x1080), a4 (A4 landscape).</source>
        <translation>BxH in Pixeln bei 96 dpi oder eine Vorgabe: 16:9 (1920x1080, Standard), 4:3 (1440x1080), a4 (A4 quer).</translation>
    </message>
    <message>
        <location filename="../app/cli/chartcommands.cpp" line="135"/>
        <source>PNG pixels per point: 1, 2 or 3 (default 1).</source>
        <translation>PNG-Pixel pro Punkt: 1, 2 oder 3 (Standard 1).</translation>
    </message>
    <message>
        <location filename="../app/cli/chartcommands.cpp" line="138"/>
        <source>The chart title (default: model and deployment).</source>
        <translation>Der Diagrammtitel (Standard: Modell und Deployment).</translation>
    </message>
    <message>
        <location filename="../app/cli/chartcommands.cpp" line="140"/>
        <source>Leave out the assumptions footnote.</source>
        <translation>Die Fußnote mit den Annahmen weglassen.</translation>
    </message>
    <message>
        <location filename="../app/cli/chartcommands.cpp" line="141"/>
        <source>Also write the plotted data as CSV to FILE.</source>
        <translation>Zusätzlich die dargestellten Daten als CSV nach FILE schreiben.</translation>
    </message>
    <message>
        <location filename="../app/cli/chartcommands.cpp" line="151"/>
        <source>--kind: &quot;%1&quot; is not frontier, breakdown or scaling</source>
        <translation>--kind: &quot;%1&quot; ist nicht frontier, breakdown oder scaling</translation>
    </message>
    <message>
        <location filename="../app/cli/chartcommands.cpp" line="159"/>
        <source>--size: &quot;%1&quot; is not WxH (200..8000 each) or 16:9, 4:3, a4</source>
        <translation>--size: &quot;%1&quot; ist nicht BxH (je 200..8000) oder 16:9, 4:3, a4</translation>
    </message>
    <message>
        <location filename="../app/cli/chartcommands.cpp" line="167"/>
        <source>--scale: &quot;%1&quot; is not 1, 2 or 3</source>
        <translation>--scale: &quot;%1&quot; ist nicht 1, 2 oder 3</translation>
    </message>
    <message>
        <location filename="../app/cli/chartcommands.cpp" line="196"/>
        <source>Write the one-page PDF summary of a scenario: the scenario and its numbers, the latency-vs-throughput chart with both topologies, the step-time breakdown, the scaling chart with the overhead wall, the three cheapest options for a throughput target across GPU kinds, topologies and plans, cost per million output tokens and tokens/s per MW. Example:
  moeplan-cli report --scenario s.moeplan --out report.pdf --usd-per-gpu-hour 6</source>
        <translation>Die einseitige PDF-Zusammenfassung eines Szenarios schreiben: das Szenario und seine Kennzahlen, das Latenz-Durchsatz-Diagramm mit beiden Topologien, die Schrittzeit-Aufschlüsselung, das Skalierungsdiagramm mit der Overhead-Grenze, die drei günstigsten Optionen für ein Durchsatzziel über GPU-Typen, Topologien und Pläne, Kosten pro Million Ausgabe-Tokens und tokens/s pro MW. Beispiel:
  moeplan-cli report --scenario s.moeplan --out report.pdf --usd-per-gpu-hour 6</translation>
    </message>
    <message>
        <location filename="../app/cli/chartcommands.cpp" line="205"/>
        <source>Price of one GPU of the scenario&apos;s kind per hour, in dollars (default: the catalog&apos;s, documented with its source).</source>
        <translation>Preis einer GPU des Szenariotyps pro Stunde in Dollar (Standard: der des Katalogs, mit Quellenangabe).</translation>
    </message>
    <message>
        <location filename="../app/cli/chartcommands.cpp" line="209"/>
        <source>Facility power on top of the IT load (GPUs and their node share), as a fraction (PUE - 1; default 0.3, a placeholder assumption).</source>
        <translation>Leistung der Anlage zusätzlich zur IT-Last (GPUs und ihr Knotenanteil), als Anteil (PUE - 1; Standard 0.3, eine Platzhalterannahme).</translation>
    </message>
    <message>
        <location filename="../app/cli/chartcommands.cpp" line="214"/>
        <source>Aggregate output tokens/s the Options section aims for (default 100000).</source>
        <translation>Gesamte Ausgabe-tokens/s, die der Abschnitt „Optionen“ anstrebt (Standard 100000).</translation>
    </message>
    <message>
        <location filename="../app/cli/chartcommands.cpp" line="217"/>
        <source>Per-user speed (tokens/s) the target must hold (default 50).</source>
        <translation>Geschwindigkeit pro Benutzer (tokens/s), die das Ziel halten muss (Standard 50).</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="49"/>
        <source>Read the scenario from FILE (.moeplan JSON); flags override its keys.</source>
        <translation>Das Szenario aus FILE lesen (.moeplan-JSON); Optionen überschreiben dessen Schlüssel.</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="58"/>
        <source> A range LO:HI (log-spaced, see --points) or a list A,B,C sweeps it.</source>
        <translation> Ein Bereich LO:HI (logarithmisch verteilt, siehe --points) oder eine Liste A,B,C durchläuft ihn.</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="102"/>
        <source>--%1: &quot;%2&quot; is not a number</source>
        <translation>--%1: &quot;%2&quot; ist keine Zahl</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="823"/>
        <location filename="../app/cli/commands.cpp" line="130"/>
        <location filename="../app/cli/diagnosecommands.cpp" line="101"/>
        <location filename="../app/cli/historycommands.cpp" line="279"/>
        <source>%1: no such history database</source>
        <translation>%1: keine solche Verlaufsdatenbank</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="190"/>
        <source>%1, %2, batch %3 per decode worker</source>
        <translation>%1, %2, Batch %3 pro Decode-Worker</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="191"/>
        <source>%1, %2, batch %3 per replica</source>
        <translation>%1, %2, Batch %3 pro Replikat</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="197"/>
        <source>calibration: %1 [%2]</source>
        <translation>Kalibrierung: %1 [%2]</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="199"/>
        <source>step time breakdown (ms per decode step)</source>
        <translation>Schrittzeit-Aufschlüsselung (ms pro Decode-Schritt)</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="205"/>
        <source>step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="206"/>
        <source>binding ceiling: %1</source>
        <translation>begrenzende Obergrenze: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="215"/>
        <source>(80% interval %1-%2 ms)</source>
        <translation>(80-%-Intervall %1–%2 ms)</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="219"/>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="220"/>
        <source>tokens/s per user</source>
        <translation>tokens/s pro Benutzer</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="221"/>
        <source>throughput (tokens/s)</source>
        <translation>Durchsatz (tokens/s)</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="222"/>
        <source>throughput per GPU (tokens/s)</source>
        <translation>Durchsatz pro GPU (tokens/s)</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="223"/>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="229"/>
        <source>prefill</source>
        <translation>Prefill</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="230"/>
        <source>opening burst</source>
        <translation>Anfangs-Burst</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="232"/>
        <source>wait for a prefill worker</source>
        <translation>Warten auf einen Prefill-Worker</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="233"/>
        <source>KV transfer</source>
        <translation>KV-Übertragung</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="234"/>
        <source>hand-off between pools</source>
        <translation>Übergabe zwischen den Pools</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="236"/>
        <source>first decode step</source>
        <translation>erster Decode-Schritt</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="238"/>
        <source>decoding at once per worker</source>
        <translation>gleichzeitig decodierend je Worker</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="239"/>
        <source>%1 of %2 clients</source>
        <translation>%1 von %2 Clients</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="242"/>
        <source>replicas x GPUs</source>
        <translation>Replikate x GPUs</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="244"/>
        <source>memory per GPU</source>
        <translation>Speicher pro GPU</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="245"/>
        <source>%1 GB of %2 GB (weights %3, KV %4, reserve %5)</source>
        <translation>%1 GB von %2 GB (Gewichte %3, KV %4, Reserve %5)</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="248"/>
        <source>fits</source>
        <translation>passt</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="249"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="249"/>
        <source>NO, short by %1 GB</source>
        <translation>NEIN, es fehlen %1 GB</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="250"/>
        <source>compute / HBM utilisation</source>
        <translation>Rechen-/HBM-Auslastung</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="253"/>
        <source>exposed comm / overhead share</source>
        <translation>Anteil freiliegende Kommunikation / Overhead</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="259"/>
        <source>warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="273"/>
        <source>&quot;%1&quot; is not a range LO:HI with 1 &lt;= LO &lt;= HI</source>
        <translation>&quot;%1&quot; ist kein Bereich LO:HI mit 1 &lt;= LO &lt;= HI</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="283"/>
        <source>&quot;%1&quot; is not a positive whole number</source>
        <translation>&quot;%1&quot; ist keine positive ganze Zahl</translation>
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
        <translation>moeplan-cli %1: MoE Planner, ohne Oberfläche.

Aufruf: moeplan-cli BEFEHL [Optionen]

Befehle:
  eval      Ein Szenario auswerten: Schrittzeit-Aufschlüsselung, begrenzende
            Obergrenze, TPOT, Durchsatz, TTFT, Speicher. --json gibt ein
            Objekt aus.
  sweep     Batch (--batch 1:4096) und/oder GPU-Anzahl (--gpus 8:576 oder
            8,16,72) durchlaufen und CSV ausgeben.
  catalog   Die dem Planer bekannten Modelle und GPU-Typen auflisten (--json).
  import    Benchmark-Ergebnisse in den Verlauf importieren (--db FILE):
            vLLM/SGLang-Ergebnisdateien mit --deployment FILE.json oder
            Deployment-Optionen, AIConfigurator-CSV oder eine andere
            Verlaufsdatenbank (zusammengeführt).
  runs      Die Läufe des Verlaufs auflisten (--db FILE, --model, --gpu,
            --format csv|json).
  sync      Läufe zwischen zwei Verläufen kopieren, Dateien oder PostgreSQL-Server
            (--from A --to B, postgresql://USER@HOST/DB), ohne Duplikate.
  calibrate Das Modell pro GPU-Typ und Engine an die Läufe des Verlaufs
            anpassen, die Profile speichern und mit kreuzvalidierten
            Fehlern ausgeben.
  predict   TPOT/TTFT mit 80-%-Intervallen für jede Zeile einer Messlauf-CSV
            vorhersagen (--db, --runs IN.csv, --out OUT.csv).
  validate  Eine Messlauf-CSV vorhersagen und die Fehlertabelle ausgeben.
  check     Die Läufe des Verlaufs, oder Ergebnisdateien vor dem Import, mit dem
            Modell und den anderen Lasten ihres Deployments vergleichen;
            abweichende auflisten (--disagreeing; Exit 1).
  diagnose  Welche Obergrenze ein gemessenes Deployment begrenzt: die vier
            Messwerte aus der GPU-Telemetrie neben denen des Modells
            (--db H --run ID oder --scenario S, --telemetry FILE, --json).
  recommend Ein Deployment für ein Ziel dimensionieren (--target-tokens-per-s N
            --min-tokens-per-s-per-user U): der günstigste Plan je GPU-Typ,
            Topologie und Familie, mit Kosten und Leistung (--json).
  chart     Ein Diagramm einer Szenariodatei rendern
            (--kind frontier|breakdown|scaling) als PNG, SVG oder PDF
            (--out FILE, --size WxH oder 16:9, 4:3, a4).
  report    Die einseitige PDF-Zusammenfassung einer Szenariodatei schreiben
            (--out FILE.pdf).

Szenario-Optionen (eval, sweep) sind die Schlüssel der Szenariodatei: --model,
--gpu, --gpus, --topology, --nic-gbps, --plan, --tp, --ep, --batch,
--draft-tokens, --acceptance-length, --isl, --osl, --precision, --engine,
--calibration, --overhead-ms, --serving oder --scenario FILE; mit --db FILE
verwendet --calibration auto die Kalibrierprofile dieses Verlaufs.

&apos;moeplan-cli BEFEHL --help&apos; dokumentiert jeden Befehl. Exit-Codes: 0 Erfolg,
1 einige Eingaben abgelehnt (import) oder ein geprüfter Lauf weicht ab (check),
2 fehlerhafte Eingabe oder Verwendung (eine Zeile auf stderr), 3 der Verlauf ist
belegt, 4 er kann nicht geschrieben werden.
</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="348"/>
        <source>Evaluate one deployment with the cost model. Example:
  moeplan-cli eval --model kimi-k2.6 --gpu gb300 --gpus 72 --topology nvl72 --plan ep --ep 72 --batch 256 --json</source>
        <translation>Ein Deployment mit dem Kostenmodell auswerten. Beispiel:
  moeplan-cli eval --model kimi-k2.6 --gpu gb300 --gpus 72 --topology nvl72 --plan ep --ep 72 --batch 256 --json</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="352"/>
        <location filename="../app/cli/recommendcommands.cpp" line="218"/>
        <source>Print one JSON object.</source>
        <translation>Ein JSON-Objekt ausgeben.</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="354"/>
        <source>History database whose calibration profiles --calibration auto (or a profile name) uses.</source>
        <translation>Verlaufsdatenbank, deren Kalibrierprofile --calibration auto (oder ein Profilname) verwendet.</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="386"/>
        <source>precision &quot;%1&quot; is not offered for %2 (see moeplan-cli catalog)</source>
        <translation>Genauigkeit &quot;%1&quot; wird für %2 nicht angeboten (siehe moeplan-cli catalog)</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="403"/>
        <source>Sweep load and/or GPU count and print CSV, one row per point. A GPU sweep changes the deployment as the window&apos;s GPU slider does: one replica widens its plan (ep = gpus for plan ep, tp = gpus for plan tp, tp-replicas adds copies of its TP); several replicas keep their shape and change in number; a disaggregated deployment keeps its prefill pool and sizes its decode pool. A count that cannot be met exactly moves to the nearest that can, and is listed once. Example:
  moeplan-cli sweep --gpu gb300 --topology nvl72 --gpus 72 --ep 72 --batch 1:4096</source>
        <translation>Last und/oder GPU-Anzahl durchlaufen und CSV ausgeben, eine Zeile pro Punkt. Ein GPU-Sweep ändert das Deployment wie der GPU-Schieberegler im Fenster: ein Replikat verbreitert seinen Plan (ep = gpus bei Plan ep, tp = gpus bei Plan tp, tp-replicas fügt Kopien seines TP hinzu); mehrere Replikate behalten ihre Form und ändern ihre Anzahl; ein disaggregiertes Deployment behält seinen Prefill-Pool und dimensioniert seinen Decode-Pool. Eine nicht exakt erreichbare Anzahl wird auf die nächste erreichbare verschoben und einmal aufgeführt. Beispiel:
  moeplan-cli sweep --gpu gb300 --topology nvl72 --gpus 72 --ep 72 --batch 1:4096</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="413"/>
        <location filename="../app/cli/recommendcommands.cpp" line="220"/>
        <source>History database whose calibration profiles --calibration auto uses.</source>
        <translation>Verlaufsdatenbank, deren Kalibrierprofile --calibration auto verwendet.</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="416"/>
        <source>Points in a LO:HI range, log-spaced (default 13).</source>
        <translation>Punkte in einem Bereich LO:HI, logarithmisch verteilt (Standard 13).</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="424"/>
        <source>--points: &quot;%1&quot; must be a whole number in 1..100000</source>
        <translation>--points: &quot;%1&quot; muss eine ganze Zahl in 1..100000 sein</translation>
    </message>
    <message>
        <location filename="../app/cli/diagnosecommands.cpp" line="48"/>
        <source>Say which ceiling binds a measured deployment: the four readings in order (compute utilisation, HBM traffic, communication, step time against the tokens), each measured next to what the model expects, the verdict (compute, memory, interconnect, overhead or imbalance) and the lever that follows. Telemetry: DCGM exporter scrapes, dcgmi dmon, nvidia-smi (--query-gpu CSV or dmon), AIPerf&apos;s gpu_telemetry_export.jsonl, nsys stats cuda_gpu_kern_sum CSV. Examples:
  moeplan-cli diagnose --db history.sqlite --run 12
  moeplan-cli diagnose --scenario s.moeplan --telemetry dcgm.prom --telemetry kern.csv --tpot-ms 21.5 --json</source>
        <translation>Angeben, welche Obergrenze ein gemessenes Deployment begrenzt: die vier Messwerte der Reihe nach (Rechenauslastung, HBM-Verkehr, Kommunikation, Schrittzeit gegenüber den Tokens), jeweils gemessen neben dem, was das Modell erwartet, das Urteil (compute, memory, interconnect, overhead oder imbalance) und der daraus folgende Hebel. Telemetrie: DCGM-Exporter-Scrapes, dcgmi dmon, nvidia-smi (--query-gpu-CSV oder dmon), AIPerfs gpu_telemetry_export.jsonl, nsys stats cuda_gpu_kern_sum-CSV. Beispiele:
  moeplan-cli diagnose --db history.sqlite --run 12
  moeplan-cli diagnose --scenario s.moeplan --telemetry dcgm.prom --telemetry kern.csv --tpot-ms 21.5 --json</translation>
    </message>
    <message>
        <location filename="../app/cli/diagnosecommands.cpp" line="60"/>
        <source>History database: the run of --run, its attached telemetry and the calibration profiles.</source>
        <translation>Verlaufsdatenbank: der Lauf von --run, seine angehängte Telemetrie und die Kalibrierprofile.</translation>
    </message>
    <message>
        <location filename="../app/cli/diagnosecommands.cpp" line="63"/>
        <source>Run id in --db (see moeplan-cli runs).</source>
        <translation>Lauf-ID in --db (siehe moeplan-cli runs).</translation>
    </message>
    <message>
        <location filename="../app/cli/diagnosecommands.cpp" line="67"/>
        <source>Telemetry file to read (repeatable); added to what the run has attached.</source>
        <translation>Zu lesende Telemetriedatei (wiederholbar); ergänzt die dem Lauf angehängten.</translation>
    </message>
    <message>
        <location filename="../app/cli/diagnosecommands.cpp" line="71"/>
        <source>Measured time per output token with --scenario (the run&apos;s own with --run).</source>
        <translation>Gemessene Zeit pro Ausgabe-Token mit --scenario (bei --run die des Laufs).</translation>
    </message>
    <message>
        <location filename="../app/cli/diagnosecommands.cpp" line="74"/>
        <source>Print one JSON object: binding, readings, levers, findings.</source>
        <translation>Ein JSON-Objekt ausgeben: binding, readings, levers, findings.</translation>
    </message>
    <message>
        <location filename="../app/cli/diagnosecommands.cpp" line="80"/>
        <source>diagnose: give either --db H --run ID or a scenario (--scenario S.moeplan or its flags), not both</source>
        <translation>diagnose: entweder --db H --run ID oder ein Szenario angeben (--scenario S.moeplan oder seine Optionen), nicht beides</translation>
    </message>
    <message>
        <location filename="../app/cli/diagnosecommands.cpp" line="83"/>
        <source>diagnose: --run needs --db</source>
        <translation>diagnose: --run benötigt --db</translation>
    </message>
    <message>
        <location filename="../app/cli/diagnosecommands.cpp" line="85"/>
        <source>diagnose: --tpot-ms is for --scenario; a run&apos;s own TPOT is used</source>
        <translation>diagnose: --tpot-ms ist für --scenario; der TPOT des Laufs wird verwendet</translation>
    </message>
    <message>
        <location filename="../app/cli/diagnosecommands.cpp" line="97"/>
        <source>diagnose: --run &quot;%1&quot; is not a run id</source>
        <translation>diagnose: --run &quot;%1&quot; ist keine Lauf-ID</translation>
    </message>
    <message>
        <location filename="../app/cli/diagnosecommands.cpp" line="108"/>
        <source>%1: no run %2 (see moeplan-cli runs --db %1)</source>
        <translation>%1: kein Lauf %2 (siehe moeplan-cli runs --db %1)</translation>
    </message>
    <message>
        <location filename="../app/cli/diagnosecommands.cpp" line="129"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/cli/diagnosecommands.cpp" line="148"/>
        <source>diagnose: --tpot-ms &quot;%1&quot; must be a time in ms above 0</source>
        <translation>diagnose: --tpot-ms &quot;%1&quot; muss eine Zeit in ms größer 0 sein</translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="26"/>
        <source>Model, any name (for files that name none).</source>
        <translation>Modell, beliebiger Name (für Dateien, die keins nennen).</translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="28"/>
        <source>GPU kind, any name (for files that name none).</source>
        <translation>GPU-Typ, beliebiger Name (für Dateien, die keinen nennen).</translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="30"/>
        <source>GPUs in the deployment (default: from the plan).</source>
        <translation>GPUs im Deployment (Standard: aus dem Plan).</translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="32"/>
        <source>hgx-ib or nvl72 (default: from the GPU kind).</source>
        <translation>hgx-ib oder nvl72 (Standard: aus dem GPU-Typ).</translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="33"/>
        <source>tp, ep or tp-replicas.</source>
        <translation>tp, ep oder tp-replicas.</translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="34"/>
        <source>Tensor-parallel size.</source>
        <translation>Tensor-Parallel-Größe.</translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="35"/>
        <source>Expert-parallel size.</source>
        <translation>Expert-Parallel-Größe.</translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="36"/>
        <source>trtllm, sglang or vllm (default: from the result file).</source>
        <translation>trtllm, sglang oder vllm (Standard: aus der Ergebnisdatei).</translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="38"/>
        <source>Precision id (default: unknown).</source>
        <translation>Genauigkeits-ID (Standard: unbekannt).</translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="39"/>
        <source>Input sequence length (default: from the result file).</source>
        <translation>Eingabesequenzlänge (Standard: aus der Ergebnisdatei).</translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="41"/>
        <source>Output sequence length (default: from the result file).</source>
        <translation>Ausgabesequenzlänge (Standard: aus der Ergebnisdatei).</translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="43"/>
        <source>Sequences in flight per replica.</source>
        <translation>Gleichzeitige Sequenzen pro Replikat.</translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="44"/>
        <source>Draft tokens per step.</source>
        <translation>Draft-Tokens pro Schritt.</translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="71"/>
        <source>%1: too large for a deployment file</source>
        <translation>%1: zu groß für eine Deployment-Datei</translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="75"/>
        <source>%1: not valid JSON: %2</source>
        <translation>%1: kein gültiges JSON: %2</translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="77"/>
        <source>%1: a deployment is one JSON object</source>
        <translation>%1: ein Deployment ist ein JSON-Objekt</translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="92"/>
        <location filename="../app/cli/commands.cpp" line="90"/>
        <source>--%1: &quot;%2&quot; is not a whole number</source>
        <translation>--%1: &quot;%2&quot; ist keine ganze Zahl</translation>
    </message>
    <message>
        <location filename="../app/cli/historycommands.cpp" line="38"/>
        <source>The history: a file (default: history.sqlite in the app-data folder), or a team&apos;s server as postgresql://USER@HOST[:PORT]/DBNAME.</source>
        <translation>Die Historie: eine Datei (Standard: history.sqlite im Anwendungsdatenordner) oder der Server eines Teams als postgresql://USER@HOST[:PORT]/DBNAME.</translation>
    </message>
    <message>
        <location filename="../app/cli/historycommands.cpp" line="69"/>
        <source>Import benchmark results into the history: files or whole folders of vLLM/SGLang results (JSON or JSON lines), AIPerf and GenAI-Perf exports (JSON or CSV, genai-perf analyze sweeps), InferenceX results, MLPerf LoadGen summaries, LLMPerf summaries, trtllm-bench reports, AIConfigurator and other CSV databases of runs, or another history database (merged, e.g. one written by moeplan-collect on a GPU node). The format is recognised by content. A new database starts with the bundled reference runs. What a file states wins; --deployment FILE.json (scenario keys) and the flags below fill what it leaves out. Prints one line per file and a summary; exit 0 when nothing was refused, 1 when a file or a record was, 2 on usage errors. Example:
  moeplan-cli import --db runs.sqlite --gpu b200 --plan ep --ep 8 results/</source>
        <translation>Benchmark-Ergebnisse in den Verlauf importieren: Dateien oder ganze Ordner mit vLLM/SGLang-Ergebnissen (JSON oder JSON Lines), AIPerf- und GenAI-Perf-Exporte (JSON oder CSV, genai-perf-analyze-Sweeps), InferenceX-Ergebnisse, MLPerf- LoadGen-Zusammenfassungen, LLMPerf-Zusammenfassungen, trtllm-bench-Berichte, AIConfigurator- und andere CSV-Datenbanken von Läufen oder eine andere Verlaufsdatenbank (zusammengeführt, z. B. eine von moeplan-collect auf einem GPU-Knoten geschriebene). Das Format wird am Inhalt erkannt. Eine neue Datenbank beginnt mit den mitgelieferten Referenzläufen. Was eine Datei angibt, hat Vorrang; --deployment FILE.json (Szenarioschlüssel) und die folgenden Optionen ergänzen, was sie offen lässt. Gibt eine Zeile pro Datei und eine Zusammenfassung aus; Exit-Code 0, wenn nichts abgelehnt wurde, 1, wenn eine Datei oder ein Datensatz abgelehnt wurde, 2 bei Aufruffehlern. Beispiel:
  moeplan-cli import --db runs.sqlite --gpu b200 --plan ep --ep 8 results/</translation>
    </message>
    <message>
        <location filename="../app/cli/historycommands.cpp" line="82"/>
        <source>Do not refit the calibration profiles after importing new runs.</source>
        <translation>Die Kalibrierprofile nach dem Import neuer Läufe nicht neu anpassen.</translation>
    </message>
    <message>
        <location filename="../app/cli/historycommands.cpp" line="84"/>
        <source>A file imported before is imported again: its earlier runs are replaced (to correct the deployment they were stored with).</source>
        <translation>Eine bereits importierte Datei wird erneut importiert: ihre früheren Läufe werden ersetzt (um das Deployment zu korrigieren, mit dem sie gespeichert wurden).</translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="107"/>
        <source>Deployment of the engine result files (JSON, scenario-file keys).</source>
        <translation>Deployment der Engine-Ergebnisdateien (JSON, Schlüssel der Szenariodatei).</translation>
    </message>
    <message>
        <location filename="../app/cli/historycommands.cpp" line="88"/>
        <source>Attach the GPU telemetry files among the inputs to this run (see moeplan-cli runs); without it each goes to the runs imported beside it in its sampled window.</source>
        <translation>Die GPU-Telemetriedateien unter den Eingaben diesem Lauf anhängen (siehe moeplan-cli runs); ohne diese Option geht jede an die neben ihr importierten Läufe in ihrem Messzeitfenster.</translation>
    </message>
    <message>
        <location filename="../app/cli/historycommands.cpp" line="94"/>
        <source>Result files, folders of them, or history databases.</source>
        <translation>Ergebnisdateien, Ordner davon oder Verlaufsdatenbanken.</translation>
    </message>
    <message>
        <location filename="../app/cli/historycommands.cpp" line="101"/>
        <source>import: give at least one INPUT file or folder</source>
        <translation>import: mindestens eine EINGABE-Datei oder einen Ordner angeben</translation>
    </message>
    <message>
        <location filename="../app/cli/historycommands.cpp" line="110"/>
        <source>import: --run &quot;%1&quot; is not a run id</source>
        <translation>import: --run &quot;%1&quot; ist keine Lauf-ID</translation>
    </message>
    <message>
        <location filename="../app/cli/historycommands.cpp" line="119"/>
        <source>%1: this role may read the team&apos;s history but not add runs to it (ask its owner for INSERT on runs and sources, docs/database.md)</source>
        <translation>%1: Diese Rolle darf die Historie des Teams lesen, ihr aber keine Läufe hinzufügen (bitten Sie ihren Eigentümer um INSERT auf runs und sources, docs/database.md)</translation>
    </message>
    <message>
        <location filename="../app/cli/historycommands.cpp" line="142"/>
        <source>skipped: not a benchmark result</source>
        <translation>übersprungen: kein Benchmark-Ergebnis</translation>
    </message>
    <message>
        <location filename="../app/cli/historycommands.cpp" line="157"/>
        <source>rejected: %1</source>
        <translation>abgelehnt: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/historycommands.cpp" line="162"/>
        <source>give the deployment the file does not state (--gpu, --plan, --tp, --ep, --gpus, --model or --deployment FILE)</source>
        <translation>geben Sie das Deployment an, das die Datei nicht nennt (--gpu, --plan, --tp, --ep, --gpus, --model oder --deployment FILE)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/historycommands.cpp" line="173"/>
        <source>attached to run(s) %1 [%2]</source>
        <translation>
            <numerusform>an Lauf %1 angehängt [%2]</numerusform>
            <numerusform>an Läufe %1 angehängt [%2]</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/historycommands.cpp" line="177"/>
        <location filename="../app/cli/historycommands.cpp" line="200"/>
        <source>note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/historycommands.cpp" line="184"/>
        <source>imported %1, duplicates %2</source>
        <translation>importiert %1, Duplikate %2</translation>
    </message>
    <message>
        <location filename="../app/cli/historycommands.cpp" line="186"/>
        <source>replaced %1</source>
        <translation>ersetzt %1</translation>
    </message>
    <message>
        <location filename="../app/cli/historycommands.cpp" line="189"/>
        <source>rejected records %1</source>
        <translation>abgelehnte Datensätze %1</translation>
    </message>
    <message>
        <location filename="../app/cli/historycommands.cpp" line="195"/>
        <source>this file was imported before; to store it again with another deployment, add --replace</source>
        <translation>diese Datei wurde bereits importiert; um sie mit einem anderen Deployment erneut zu speichern, --replace hinzufügen</translation>
    </message>
    <message>
        <location filename="../app/cli/historycommands.cpp" line="208"/>
        <source>%1 files: %2 imported (%3 new runs), %4 already imported, %5 telemetry attached, %6 rejected, %7 skipped</source>
        <translation>%1 Dateien: %2 importiert (%3 neue Läufe), %4 bereits importiert, %5 Telemetrie angehängt, %6 abgelehnt, %7 übersprungen</translation>
    </message>
    <message>
        <location filename="../app/cli/historycommands.cpp" line="217"/>
        <source>%1 files: %2 imported (%3 new runs), %4 already imported, %5 rejected, %6 skipped</source>
        <translation>%1 Dateien: %2 importiert (%3 neue Läufe), %4 bereits importiert, %5 abgelehnt, %6 übersprungen</translation>
    </message>
    <message>
        <location filename="../app/cli/historycommands.cpp" line="242"/>
        <source>runs imported, but recalibration failed: %1</source>
        <translation>Läufe importiert, aber Neukalibrierung fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/historycommands.cpp" line="245"/>
        <source>recalibrated %1 profiles on %2 runs</source>
        <translation>%1 Profile auf %2 Läufen neu kalibriert</translation>
    </message>
    <message>
        <location filename="../app/cli/historycommands.cpp" line="255"/>
        <source>List the runs of the history. Units: ms and tokens/s. Example:
  moeplan-cli runs --db runs.sqlite --model kimi-k2.5 --gpu gb200 --format json</source>
        <translation>Die Läufe des Verlaufs auflisten. Einheiten: ms und tokens/s. Beispiel:
  moeplan-cli runs --db runs.sqlite --model kimi-k2.5 --gpu gb200 --format json</translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="173"/>
        <source>Only runs of this model (catalog id or alias, or any name: normalised).</source>
        <translation>Nur Läufe dieses Modells (Katalog-ID oder Alias oder beliebiger Name: normalisiert).</translation>
    </message>
    <message>
        <location filename="../app/cli/cliutil.cpp" line="177"/>
        <source>Only runs on this GPU kind (catalog id or alias, or any name: normalised).</source>
        <translation>Nur Läufe auf diesem GPU-Typ (Katalog-ID oder Alias oder beliebiger Name: normalisiert).</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="765"/>
        <source>Only these runs (row ids as moeplan-cli runs lists them; repeat the option or separate ids by commas).</source>
        <translation>Nur diese Läufe (Zeilen-IDs, wie moeplan-cli runs sie auflistet; die Option wiederholen oder IDs durch Kommas trennen).</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="768"/>
        <source>List only the runs that disagree.</source>
        <translation>Nur die abweichenden Läufe auflisten.</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="769"/>
        <location filename="../app/cli/historycommands.cpp" line="259"/>
        <source>csv (default) or json.</source>
        <translation>csv (Standard) oder json.</translation>
    </message>
    <message>
        <location filename="../app/cli/calibratecommands.cpp" line="785"/>
        <location filename="../app/cli/historycommands.cpp" line="269"/>
        <source>--format must be csv or json, not &quot;%1&quot;</source>
        <translation>--format muss csv oder json sein, nicht &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../app/cli/historycommands.cpp" line="323"/>
        <source>Copy every run, with its source, from one history to another: a history file or a PostgreSQL server (postgresql://USER@HOST[:PORT]/DBNAME[?sslmode=...&amp;sslrootcert=...]). Runs the destination holds (same run_key) are skipped, so running it again adds nothing. Calibration profiles go along: the destination takes each one it lacks or holds fitted earlier. A missing destination file is created. The password comes from ~/.pgpass or the file PGPASSFILE names, never the command line. Example:
  moeplan-cli sync --from runs.sqlite --to postgresql://alice@db.lab/moeplan</source>
        <translation>Jeden Lauf mit seiner Quelle von einer Historie in eine andere kopieren: eine Historien-Datei oder ein PostgreSQL-Server (postgresql://USER@HOST[:PORT]/DBNAME[?sslmode=...&amp;sslrootcert=...]). Läufe, die das Ziel schon enthält (gleicher run_key), werden übersprungen; ein zweiter Aufruf fügt also nichts hinzu. Kalibrierprofile werden mitkopiert: Das Ziel übernimmt jedes, das ihm fehlt oder das es nur früher angepasst hat. Eine fehlende Zieldatei wird angelegt. Das Passwort kommt aus ~/.pgpass oder der Datei, die PGPASSFILE nennt, nie von der Befehlszeile. Beispiel:
  moeplan-cli sync --from runs.sqlite --to postgresql://alice@db.lab/moeplan</translation>
    </message>
    <message>
        <location filename="../app/cli/historycommands.cpp" line="367"/>
        <source>1 calibration profile copied</source>
        <translation>1 Kalibrierprofil kopiert</translation>
    </message>
    <message>
        <location filename="../app/cli/historycommands.cpp" line="368"/>
        <source>%1 calibration profiles copied</source>
        <translation>%1 Kalibrierprofile kopiert</translation>
    </message>
    <message>
        <location filename="../app/cli/historycommands.cpp" line="332"/>
        <source>The history to copy from (file or URL).</source>
        <translation>Der Verlauf, aus dem kopiert wird (Datei oder URL).</translation>
    </message>
    <message>
        <location filename="../app/cli/historycommands.cpp" line="334"/>
        <source>The history to copy into (file or URL).</source>
        <translation>Der Verlauf, in den kopiert wird (Datei oder URL).</translation>
    </message>
    <message>
        <location filename="../app/cli/historycommands.cpp" line="336"/>
        <source>Print the counts as one JSON object.</source>
        <translation>Die Anzahlen als ein JSON-Objekt ausgeben.</translation>
    </message>
    <message>
        <location filename="../app/cli/historycommands.cpp" line="344"/>
        <source>--from and --to are both required (see --help)</source>
        <translation>--from und --to sind beide erforderlich (siehe --help)</translation>
    </message>
    <message>
        <location filename="../app/cli/historycommands.cpp" line="361"/>
        <source>%1 runs added, %2 already there (%3 sources read)</source>
        <translation>%1 Läufe hinzugefügt, %2 bereits vorhanden (%3 Quellen gelesen)</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="67"/>
        <source>--%1: &quot;%2&quot; is not GPU=NUMBER</source>
        <translation>--%1: &quot;%2&quot; ist nicht GPU=ZAHL</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="71"/>
        <source>--%1: unknown GPU kind &quot;%2&quot; (see moeplan-cli catalog)</source>
        <translation>--%1: unbekannter GPU-Typ &quot;%2&quot; (siehe moeplan-cli catalog)</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="89"/>
        <source>Target: %1 output tokens/s at &gt;= %2 tokens/s per user</source>
        <translation>Ziel: %1 Ausgabe-tokens/s bei &gt;= %2 tokens/s pro Benutzer</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="92"/>
        <source>, TTFT &lt;= %1 ms</source>
        <translation>, TTFT &lt;= %1 ms</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="94"/>
        <source>Searched %1 evaluations in %2 ms.</source>
        <translation>%1 Auswertungen in %2 ms durchsucht.</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="98"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="98"/>
        <source>hardware</source>
        <translation>Hardware</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="98"/>
        <source>plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="99"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="99"/>
        <source>batch</source>
        <translation>Batch</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="99"/>
        <source>tok/s/user [80%]</source>
        <translation>tok/s/Benutzer [80%]</translation>
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
        <translation>Reserve GB</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="101"/>
        <source>binding</source>
        <translation>begrenzend</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="101"/>
        <source>$/hour</source>
        <translation>$/Stunde</translation>
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
        <translation>Herkunft</translation>
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
        <translation>Kein Deployment erreicht das Ziel.</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="144"/>
        <source>Families that fail:</source>
        <translation>Nicht erfüllende Familien:</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="152"/>
        <source>Nearest: %1, %2 on %3 GPUs: %4 tokens/s at %5 tokens/s per user (%6% short of the target, %7% short of the floor)</source>
        <translation>Am nächsten: %1, %2 auf %3 GPUs: %4 tokens/s bei %5 tokens/s pro Benutzer (%6% unter dem Ziel, %7% unter der Untergrenze)</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="169"/>
        <source>Size a deployment for a target: every GPU kind and topology asked for, every GPU count up to --max-gpus, TP replicas, EP with DP attention and TP x EP, aggregated and disaggregated, each with the largest batch meeting the per-user floor; the cheapest of each family, ranked. Example:
  moeplan-cli recommend --model kimi-k2.6 --target-tokens-per-s 200000 --min-tokens-per-s-per-user 50 --json</source>
        <translation>Ein Deployment für ein Ziel dimensionieren: jeder angefragte GPU-Typ und jede Topologie, jede GPU-Anzahl bis --max-gpus, TP-Replikate, EP mit DP-Attention und TP x EP, aggregiert und disaggregiert, jeweils mit dem größten Batch, der die Untergrenze pro Benutzer erfüllt; die günstigste Variante jeder Familie, sortiert. Beispiel:
  moeplan-cli recommend --model kimi-k2.6 --target-tokens-per-s 200000 --min-tokens-per-s-per-user 50 --json</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="182"/>
        <source>Aggregate output tokens/s to serve (required).</source>
        <translation>Zu bedienende gesamte Ausgabe-tokens/s (erforderlich).</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="184"/>
        <source>Per-user speed floor, tokens/s (default 0: none).</source>
        <translation>Geschwindigkeitsuntergrenze pro Benutzer, tokens/s (Standard 0: keine).</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="187"/>
        <source>The floor as a TPOT limit instead: 1000 / U ms.</source>
        <translation>Die Untergrenze stattdessen als TPOT-Grenze: 1000 / U ms.</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="188"/>
        <source>TTFT limit, ms (default: none).</source>
        <translation>TTFT-Grenze, ms (Standard: keine).</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="191"/>
        <source>GPU kind to consider; repeat or list with commas (default: all).</source>
        <translation>Zu berücksichtigender GPU-Typ; wiederholen oder mit Kommas auflisten (Standard: alle).</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="194"/>
        <source>hgx-ib or nvl72; repeat or list with commas (default: both).</source>
        <translation>hgx-ib oder nvl72; wiederholen oder mit Kommas auflisten (Standard: beide).</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="196"/>
        <source>agg, disagg or both (default both).</source>
        <translation>agg, disagg oder both (Standard both).</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="198"/>
        <source>Largest deployment, GPUs (default 576).</source>
        <translation>Größtes Deployment, GPUs (Standard 576).</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="201"/>
        <source>$ per GPU-hour for a kind, GPU=USD; repeatable (default: the saved settings, else the catalog&apos;s).</source>
        <translation>$ pro GPU-Stunde für einen Typ, GPU=USD; wiederholbar (Standard: die gespeicherten Einstellungen, sonst die des Katalogs).</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="205"/>
        <source>Board power per GPU for a kind, GPU=W; repeatable (default: TDP).</source>
        <translation>Board-Leistung pro GPU für einen Typ, GPU=W; wiederholbar (Standard: TDP).</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="208"/>
        <source>Power per node (8 GPUs) or NVL72 rack besides the GPUs, GPU=W; repeatable.</source>
        <translation>Leistung pro Knoten (8 GPUs) oder NVL72-Rack zusätzlich zu den GPUs, GPU=W; wiederholbar.</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="212"/>
        <source>PUE - 1 for cooling and power delivery (default: saved, else 0.3).</source>
        <translation>PUE - 1 für Kühlung und Stromversorgung (Standard: gespeichert, sonst 0.3).</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="214"/>
        <source>cost, gpus or power (default cost).</source>
        <translation>cost, gpus oder power (Standard cost).</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="216"/>
        <source>Rows to print (default 10; 0 = all).</source>
        <translation>Auszugebende Zeilen (Standard 10; 0 = alle).</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="239"/>
        <source>--target-tokens-per-s is required</source>
        <translation>--target-tokens-per-s ist erforderlich</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="257"/>
        <source>give --min-tokens-per-s-per-user or --max-tpot-ms, not both</source>
        <translation>--min-tokens-per-s-per-user oder --max-tpot-ms angeben, nicht beides</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="261"/>
        <source>--max-gpus: &quot;%1&quot; is not a whole number of GPUs from 1 to %2</source>
        <translation>--max-gpus: &quot;%1&quot; ist keine ganze GPU-Anzahl von 1 bis %2</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="269"/>
        <source>--topology: &quot;%1&quot; is not hgx-ib or nvl72</source>
        <translation>--topology: &quot;%1&quot; ist nicht hgx-ib oder nvl72</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="279"/>
        <source>--serving: &quot;%1&quot; is not agg, disagg or both</source>
        <translation>--serving: &quot;%1&quot; ist nicht agg, disagg oder both</translation>
    </message>
    <message>
        <location filename="../app/cli/recommendcommands.cpp" line="287"/>
        <source>--sort: &quot;%1&quot; is not cost, gpus or power</source>
        <translation>--sort: &quot;%1&quot; ist nicht cost, gpus oder power</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="91"/>
        <source>unknown command &quot;%1&quot; (try moeplan-cli --help)</source>
        <translation>unbekannter Befehl &quot;%1&quot; (versuchen Sie moeplan-cli --help)</translation>
    </message>
</context>
<context>
    <name>moeplan::core::Calibration</name>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="294"/>
        <source>no usable runs: every parameter kept at its datasheet prior</source>
        <translation>keine verwendbaren Läufe: jeder Parameter bleibt bei seinem Datenblatt-Prior</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/calibration/fit.cpp" line="334"/>
        <source>runs at %Ln load point(s) only: overhead and efficiencies cannot be separated; only the fixed overheads are fitted</source>
        <translation>
            <numerusform>Läufe an nur %Ln Lastpunkt: Overhead und Effizienzen lassen sich nicht trennen; nur die festen Overheads werden angepasst</numerusform>
            <numerusform>Läufe an nur %Ln Lastpunkten: Overhead und Effizienzen lassen sich nicht trennen; nur die festen Overheads werden angepasst</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="346"/>
        <source>term taken out</source>
        <translation>Term entfernt</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="348"/>
        <source>kept prior: degenerate load</source>
        <translation>Prior beibehalten: degenerierte Last</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/calibration/fit.cpp" line="350"/>
        <source>kept prior: %Ln run(s) exercise it</source>
        <translation>
            <numerusform>Prior beibehalten: %Ln Lauf beansprucht ihn</numerusform>
            <numerusform>Prior beibehalten: %Ln Läufe beanspruchen ihn</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="445"/>
        <source>underdetermined (not stated: %1): not fitted</source>
        <translation>unterbestimmt (nicht angegeben: %1): nicht angepasst</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="456"/>
        <source>measured TPOT %1 ms is faster than the datasheet roofline (%2 ms) for its stated deployment: likely unrecorded speculative decoding; not fitted</source>
        <translation>gemessener TPOT %1 ms ist schneller als die Datenblatt-Roofline (%2 ms) für das angegebene Deployment: wahrscheinlich nicht erfasstes spekulatives Decoding; nicht angepasst</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="500"/>
        <source>outlier: measured %1 is %2x off the fitted model; not fitted</source>
        <translation>Ausreißer: gemessener Wert %1 weicht um den Faktor %2 vom angepassten Modell ab; nicht angepasst</translation>
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
            <numerusform>%Ln Lauf gibt ein Deployment an, das so nicht gelaufen sein kann (eine Tensor-Parallel-Größe, die die Attention-Heads nicht teilt, oder TP x EP als TP geschrieben, oder DP x EP als DP); so gelesen, wie die Exporter es meinten (docs/model.md)</numerusform>
            <numerusform>%Ln Läufe geben ein Deployment an, das so nicht gelaufen sein kann (eine Tensor-Parallel-Größe, die die Attention-Heads nicht teilt, oder TP x EP als TP geschrieben, oder DP x EP als DP); so gelesen, wie die Exporter es meinten (docs/model.md)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/calibration/fit.cpp" line="564"/>
        <source>%Ln run(s) leave out their worker counts, which the stated runs of the same deployment settle (they all ran the same); fitted with those counts</source>
        <translation>
            <numerusform>%Ln Lauf lässt seine Worker-Anzahlen aus, die die angegebenen Läufe desselben Deployments festlegen (sie liefen alle mit denselben); mit diesen Anzahlen angepasst</numerusform>
            <numerusform>%Ln Läufe lassen ihre Worker-Anzahlen aus, die die angegebenen Läufe desselben Deployments festlegen (sie liefen alle mit denselben); mit diesen Anzahlen angepasst</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/core/calibration/fit.cpp" line="968"/>
        <source>disaggregated intervals from %1: too few disaggregated runs of its own</source>
        <translation>Intervalle für disaggregierte Läufe von %1: zu wenige eigene disaggregierte Läufe</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/placement.cpp" line="123"/>
        <source>model &quot;%1&quot; is not in the catalog</source>
        <translation>Modell &quot;%1&quot; ist nicht im Katalog</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/placement.cpp" line="124"/>
        <source>model &quot;%1&quot; is not in the catalog (its runs join calibration once the catalog describes it)</source>
        <translation>Modell &quot;%1&quot; ist nicht im Katalog (seine Läufe gehen in die Kalibrierung ein, sobald der Katalog es beschreibt)</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/placement.cpp" line="131"/>
        <source>GPU kind &quot;%1&quot; is not in the catalog</source>
        <translation>GPU-Typ &quot;%1&quot; ist nicht im Katalog</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/placement.cpp" line="133"/>
        <source>GPU kind &quot;%1&quot; is not in the catalog (its runs join calibration once the catalog describes it)</source>
        <translation>GPU-Typ &quot;%1&quot; ist nicht im Katalog (seine Läufe gehen in die Kalibrierung ein, sobald der Katalog ihn beschreibt)</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/placement.cpp" line="183"/>
        <location filename="../app/core/calibration/placement.cpp" line="213"/>
        <source>no load (concurrency or batch)</source>
        <translation>keine Last (Concurrency oder Batch)</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/placement.cpp" line="184"/>
        <location filename="../app/core/calibration/placement.cpp" line="214"/>
        <source>run %1 has no load (concurrency or batch)</source>
        <translation>Lauf %1 hat keine Last (Concurrency oder Batch)</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/placement.cpp" line="193"/>
        <location filename="../app/core/calibration/placement.cpp" line="225"/>
        <source>deployment cannot be evaluated (%1)</source>
        <translation>Deployment kann nicht ausgewertet werden (%1)</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/placement.cpp" line="195"/>
        <location filename="../app/core/calibration/placement.cpp" line="227"/>
        <source>run %1: deployment cannot be evaluated (%2)</source>
        <translation>Lauf %1: Deployment kann nicht ausgewertet werden (%2)</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/profilecodec.cpp" line="84"/>
        <source>profile %1: parameters are not valid JSON</source>
        <translation>Profil %1: Parameter sind kein gültiges JSON</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/profilecodec.cpp" line="112"/>
        <source>profile %1: %2 out of range</source>
        <translation>Profil %1: %2 außerhalb des Bereichs</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/profilecodec.cpp" line="238"/>
        <source>per model and precision, per engine build, per model, precision and engine, and per model, precision, engine and GPU kind: log factors on predicted TPOT and TTFT</source>
        <translation>pro Modell und Genauigkeit, pro Engine-Build, pro Modell, Genauigkeit und Engine sowie pro Modell, Genauigkeit, Engine und GPU-Typ: logarithmische Faktoren auf vorhergesagten TPOT und TTFT</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/profilecodec.cpp" line="425"/>
        <source>cross-validated errors of the profiles stored with it</source>
        <translation>kreuzvalidierte Fehler der damit gespeicherten Profile</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/validation.cpp" line="130"/>
        <source>the model cannot evaluate this deployment</source>
        <translation>das Modell kann dieses Deployment nicht auswerten</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/validation.cpp" line="343"/>
        <source>underdetermined (not stated: %1): no worker counts within %2 GPUs hold its %3 clients in memory; one worker of each is assumed</source>
        <translation>unterbestimmt (nicht angegeben: %1): keine Worker-Anzahl innerhalb von %2 GPUs hält seine %3 Clients im Speicher; je ein Worker wird angenommen</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/validation.cpp" line="349"/>
        <source>underdetermined (not stated: %1): no plan the history states for this model holds its weights and %2 clients; predicted with the stated plan</source>
        <translation>unterbestimmt (nicht angegeben: %1): kein Plan, den der Verlauf für dieses Modell angibt, hält seine Gewichte und %2 Clients; vorhergesagt mit dem angegebenen Plan</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/calibration/validation.cpp" line="383"/>
        <source>underdetermined (not stated: %1): median over %Ln plausible deployment(s) (plans of %2 GPUs per replica that the history states for this model), the interval spans them all, widened as far as %3 such runs of the history fell outside theirs</source>
        <translation>
            <numerusform>unterbestimmt (nicht angegeben: %1): Median über %Ln plausibles Deployment (Pläne mit %2 GPUs pro Replikat, die der Verlauf für dieses Modell angibt), das Intervall umfasst sie alle, erweitert um so viel, wie %3 solche Läufe des Verlaufs außerhalb ihrer Intervalle lagen</numerusform>
            <numerusform>unterbestimmt (nicht angegeben: %1): Median über %Ln plausible Deployments (Pläne mit %2 GPUs pro Replikat, die der Verlauf für dieses Modell angibt), das Intervall umfasst sie alle, erweitert um so viel, wie %3 solche Läufe des Verlaufs außerhalb ihrer Intervalle lagen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/calibration/validation.cpp" line="390"/>
        <source>underdetermined (not stated: %1): median over %Ln plausible deployment(s) (plans of %2 GPUs per replica that the history states for this model), the interval spans them all</source>
        <translation>
            <numerusform>unterbestimmt (nicht angegeben: %1): Median über %Ln plausibles Deployment (Pläne mit %2 GPUs pro Replikat, die der Verlauf für dieses Modell angibt), das Intervall umfasst sie alle</numerusform>
            <numerusform>unterbestimmt (nicht angegeben: %1): Median über %Ln plausible Deployments (Pläne mit %2 GPUs pro Replikat, die der Verlauf für dieses Modell angibt), das Intervall umfasst sie alle</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/calibration/validation.cpp" line="399"/>
        <source>underdetermined (not stated: %1): median over %Ln plausible deployment(s) (%2 prefill and %3 decode workers within %4 GPUs, the most a stated disaggregated deployment used in the history), the interval spans them all, widened as far as %5 such runs of the history fell outside theirs</source>
        <translation>
            <numerusform>unterbestimmt (nicht angegeben: %1): Median über %Ln plausibles Deployment (%2 Prefill- und %3 Decode-Worker innerhalb von %4 GPUs, dem Höchstwert eines angegebenen disaggregierten Deployments im Verlauf), das Intervall umfasst sie alle, erweitert um so viel, wie %5 solche Läufe des Verlaufs außerhalb ihrer Intervalle lagen</numerusform>
            <numerusform>unterbestimmt (nicht angegeben: %1): Median über %Ln plausible Deployments (%2 Prefill- und %3 Decode-Worker innerhalb von %4 GPUs, dem Höchstwert eines angegebenen disaggregierten Deployments im Verlauf), das Intervall umfasst sie alle, erweitert um so viel, wie %5 solche Läufe des Verlaufs außerhalb ihrer Intervalle lagen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/calibration/validation.cpp" line="408"/>
        <source>underdetermined (not stated: %1): median over %Ln plausible deployment(s) (%2 prefill and %3 decode workers within %4 GPUs, the most a stated disaggregated deployment used in the history), the interval spans them all</source>
        <translation>
            <numerusform>unterbestimmt (nicht angegeben: %1): Median über %Ln plausibles Deployment (%2 Prefill- und %3 Decode-Worker innerhalb von %4 GPUs, dem Höchstwert eines angegebenen disaggregierten Deployments im Verlauf), das Intervall umfasst sie alle</numerusform>
            <numerusform>unterbestimmt (nicht angegeben: %1): Median über %Ln plausible Deployments (%2 Prefill- und %3 Decode-Worker innerhalb von %4 GPUs, dem Höchstwert eines angegebenen disaggregierten Deployments im Verlauf), das Intervall umfasst sie alle</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/calibration/validation.cpp" line="507"/>
        <source>worker counts not stated: %1 prefill and %2 decode, as the %Ln stated run(s) of this deployment ran</source>
        <translation>
            <numerusform>Worker-Anzahlen nicht angegeben: %1 Prefill und %2 Decode, wie der %Ln angegebene Lauf dieses Deployments</numerusform>
            <numerusform>Worker-Anzahlen nicht angegeben: %1 Prefill und %2 Decode, wie die %Ln angegebenen Läufe dieses Deployments</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/core/calibration/validation.cpp" line="549"/>
        <source>no profile of %1&apos;s own: one measured load of this deployment would correct the others</source>
        <translation>kein eigenes Profil für %1: eine gemessene Last dieses Deployments würde die übrigen korrigieren</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/validation.cpp" line="812"/>
        <source>%1-fold cross-validation grouped by deployment</source>
        <translation>%1-fache Kreuzvalidierung, gruppiert nach Deployment</translation>
    </message>
    <message>
        <location filename="../app/core/calibration/validation.cpp" line="851"/>
        <source>leave-one-GPU-kind-out (transferred profiles)</source>
        <translation>Leave-one-GPU-kind-out (übertragene Profile)</translation>
    </message>
</context>
<context>
    <name>moeplan::core::CalibrationJob</name>
    <message>
        <location filename="../app/core/calibrationjob.cpp" line="29"/>
        <source>%1: no such history database</source>
        <translation>%1: keine solche Verlaufsdatenbank</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/calibrationjob.cpp" line="51"/>
        <source>%1: none of its %Ln run(s) can be placed in the model, nothing to calibrate on</source>
        <translation>
            <numerusform>%1: sein %Ln Lauf kann nicht im Modell platziert werden, nichts zu kalibrieren</numerusform>
            <numerusform>%1: keiner seiner %Ln Läufe kann im Modell platziert werden, nichts zu kalibrieren</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/core/calibrationjob.cpp" line="87"/>
        <source>Reading runs</source>
        <translation>Läufe werden gelesen</translation>
    </message>
    <message>
        <location filename="../app/core/calibrationjob.cpp" line="89"/>
        <source>Fitting profiles</source>
        <translation>Profile werden angepasst</translation>
    </message>
    <message>
        <location filename="../app/core/calibrationjob.cpp" line="91"/>
        <source>Cross-validating</source>
        <translation>Kreuzvalidierung</translation>
    </message>
    <message>
        <location filename="../app/core/calibrationjob.cpp" line="93"/>
        <source>Saving profiles</source>
        <translation>Profile werden gespeichert</translation>
    </message>
</context>
<context>
    <name>moeplan::core::CatalogLoader</name>
    <message>
        <location filename="../app/core/catalogloader.cpp" line="149"/>
        <source>%1: not valid JSON at offset %2: %3</source>
        <translation>%1: kein gültiges JSON an Offset %2: %3</translation>
    </message>
    <message>
        <location filename="../app/core/catalogloader.cpp" line="157"/>
        <source>%1: expected an object with a &quot;%2&quot; list</source>
        <translation>%1: Objekt mit einer Liste &quot;%2&quot; erwartet</translation>
    </message>
    <message>
        <location filename="../app/core/catalogloader.cpp" line="175"/>
        <location filename="../app/core/catalogloader.cpp" line="204"/>
        <source>%1: entry &quot;%2&quot; skipped: %3</source>
        <translation>%1: Eintrag &quot;%2&quot; übersprungen: %3</translation>
    </message>
    <message>
        <location filename="../app/core/catalogloader.cpp" line="42"/>
        <source>%1 is not a number</source>
        <translation>%1 ist keine Zahl</translation>
    </message>
    <message>
        <location filename="../app/core/catalogloader.cpp" line="52"/>
        <source>%1 is outside [-%2, %2]</source>
        <translation>%1 liegt außerhalb von [-%2, %2]</translation>
    </message>
    <message>
        <location filename="../app/core/catalogloader.cpp" line="57"/>
        <source>%1 is not a whole number</source>
        <translation>%1 ist keine ganze Zahl</translation>
    </message>
    <message>
        <location filename="../app/core/catalogloader.cpp" line="68"/>
        <source>%1 is not true or false</source>
        <translation>%1 ist nicht true oder false</translation>
    </message>
    <message>
        <location filename="../app/core/catalogloader.cpp" line="80"/>
        <source>%1 is missing</source>
        <translation>%1 fehlt</translation>
    </message>
    <message>
        <location filename="../app/core/catalogloader.cpp" line="84"/>
        <source>%1 is not a string</source>
        <translation>%1 ist keine Zeichenkette</translation>
    </message>
    <message>
        <location filename="../app/core/catalogloader.cpp" line="96"/>
        <location filename="../app/core/catalogloader.cpp" line="101"/>
        <source>%1 is not a list of strings</source>
        <translation>%1 ist keine Liste von Zeichenketten</translation>
    </message>
    <message>
        <location filename="../app/core/catalogloader.cpp" line="112"/>
        <source>%1 is not an object</source>
        <translation>%1 ist kein Objekt</translation>
    </message>
    <message>
        <location filename="../app/core/catalogloader.cpp" line="188"/>
        <source>%1 must be mla, gqa or hybrid</source>
        <translation>%1 muss mla, gqa oder hybrid sein</translation>
    </message>
    <message>
        <location filename="../app/core/catalogloader.cpp" line="198"/>
        <source>%1 must be bf16, fp8 or fp4</source>
        <translation>%1 muss bf16, fp8 oder fp4 sein</translation>
    </message>
    <message>
        <location filename="../app/core/catalogloader.cpp" line="239"/>
        <source>%1 must be hgx, nvl72 or oam</source>
        <translation>%1 muss hgx, nvl72 oder oam sein</translation>
    </message>
    <message>
        <location filename="../app/core/catalogloader.cpp" line="304"/>
        <source>%1 is not a list</source>
        <translation>%1 ist keine Liste</translation>
    </message>
    <message>
        <location filename="../app/core/catalogloader.cpp" line="523"/>
        <location filename="../app/core/catalogloader.cpp" line="552"/>
        <source>%1: entry %2 skipped: not an object</source>
        <translation>%1: Eintrag %2 übersprungen: kein Objekt</translation>
    </message>
    <message>
        <location filename="../app/core/catalogloader.cpp" line="536"/>
        <location filename="../app/core/catalogloader.cpp" line="565"/>
        <source>duplicate id</source>
        <translation>doppelte ID</translation>
    </message>
    <message>
        <location filename="../app/core/catalogloader.cpp" line="577"/>
        <source>%1: cannot read: %2</source>
        <translation>%1: Lesen nicht möglich: %2</translation>
    </message>
</context>
<context>
    <name>moeplan::core::HfConfig</name>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="58"/>
        <source>%1 is missing</source>
        <translation>%1 fehlt</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="62"/>
        <source>%1 is not a whole number</source>
        <translation>%1 ist keine ganze Zahl</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="67"/>
        <source>%1 = %2 is outside [%3, %4]</source>
        <translation>%1 = %2 liegt außerhalb von [%3, %4]</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="82"/>
        <source>%1 is not true or false</source>
        <translation>%1 ist nicht true oder false</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="94"/>
        <source>%1 is not a list</source>
        <translation>%1 ist keine Liste</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="99"/>
        <source>%1 holds a value that is not a number</source>
        <translation>%1 enthält einen Wert, der keine Zahl ist</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="262"/>
        <source>weights are stored as float32; planned at BF16 (2 bytes per weight), as servers load them</source>
        <translation>Gewichte sind als float32 gespeichert; mit BF16 geplant (2 Byte pro Gewicht), wie Server sie laden</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="266"/>
        <source>unquantised (%1)</source>
        <translation>nicht quantisiert (%1)</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="300"/>
        <source>FP8 (%1x%2 blocks)</source>
        <translation>FP8 (%1x%2-Blöcke)</translation>
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
        <translation>%1.quant_algo &quot;%2&quot; wird nicht verstanden: die Bytes pro Gewicht sind unbekannt</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="328"/>
        <source>ModelOpt %1</source>
        <translation>ModelOpt %1</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="332"/>
        <source>%1.config_groups is missing: the bytes per weight are unknown</source>
        <translation>%1.config_groups fehlt: die Bytes pro Gewicht sind unbekannt</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="350"/>
        <source>%1.config_groups mix weight formats (%2-bit %3 and %4-bit %5); not supported</source>
        <translation>%1.config_groups mischt Gewichtsformate (%2-Bit %3 und %4-Bit %5); nicht unterstützt</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="365"/>
        <source>%1.config_groups: %2-bit weights are not supported (4 or 8)</source>
        <translation>%1.config_groups: %2-Bit-Gewichte werden nicht unterstützt (4 oder 8)</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="380"/>
        <source>%1: integer activations (%2-bit) are planned at the FP8 tensor-core rate</source>
        <translation>%1: ganzzahlige Aktivierungen (%2-Bit) werden mit der FP8-Tensor-Core-Rate geplant</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="389"/>
        <source>compressed-tensors %1-bit %2%3</source>
        <translation>compressed-tensors %1-Bit %2%3</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="392"/>
        <source>, %1-bit %2 activations</source>
        <translation>, %1-Bit-%2-Aktivierungen</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="393"/>
        <source>, weight-only</source>
        <translation>, nur Gewichte</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="399"/>
        <source>%1.bits = %2: only 4- and 8-bit %3 weights are supported</source>
        <translation>%1.bits = %2: nur 4- und 8-Bit-%3-Gewichte werden unterstützt</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="418"/>
        <source>%1 INT%2%3</source>
        <translation>%1 INT%2%3</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="421"/>
        <source>, group size %1</source>
        <translation>, Gruppengröße %1</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="427"/>
        <source>%1: bitsandbytes without load_in_4bit or load_in_8bit</source>
        <translation>%1: bitsandbytes ohne load_in_4bit oder load_in_8bit</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="433"/>
        <source>bitsandbytes %1-bit</source>
        <translation>bitsandbytes %1-Bit</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="435"/>
        <source>%1.quant_method &quot;%2&quot; is not understood: its bytes per weight are unknown</source>
        <translation>%1.quant_method &quot;%2&quot; wird nicht verstanden: die Bytes pro Gewicht sind unbekannt</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="437"/>
        <source>(missing)</source>
        <translation>(fehlt)</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="440"/>
        <source>quantisation scales are not counted (at most 1/16 byte per weight)</source>
        <translation>Quantisierungsskalen werden nicht gezählt (höchstens 1/16 Byte pro Gewicht)</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="460"/>
        <location filename="../app/core/hfconfig.cpp" line="491"/>
        <location filename="../app/core/hfconfig.cpp" line="513"/>
        <source>%1 has %2 entries for %3 layers</source>
        <translation>%1 hat %2 Einträge für %3 Schichten</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="477"/>
        <source>%1[%2] = &quot;%3&quot; is not an attention kind this reader knows (full, sliding, chunked or linear attention)</source>
        <translation>%1[%2] = &quot;%3&quot; ist keine diesem Leser bekannte Attention-Art (full, sliding, chunked oder linear attention)</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="531"/>
        <source>sliding_window %1 applies to every layer (Mistral)</source>
        <translation>sliding_window %1 gilt für jede Schicht (Mistral)</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="536"/>
        <source>%1 mixes sliding-window and linear-attention layers; not supported</source>
        <translation>%1 mischt Sliding-Window- und Linear-Attention-Schichten; nicht unterstützt</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="541"/>
        <source>%1 is missing (the config has sliding-window layers)</source>
        <translation>%1 fehlt (die Konfiguration hat Sliding-Window-Schichten)</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="589"/>
        <location filename="../app/core/hfconfig.cpp" line="820"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="596"/>
        <source>not valid JSON at offset %1: %2</source>
        <translation>kein gültiges JSON an Offset %1: %2</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="600"/>
        <source>not a Hugging Face config.json (not a JSON object)</source>
        <translation>keine Hugging-Face-config.json (kein JSON-Objekt)</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="605"/>
        <source>not a Hugging Face config.json (no model_type or architectures)</source>
        <translation>keine Hugging-Face-config.json (kein model_type und keine architectures)</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="615"/>
        <source>language model read from %1 (a multimodal wrapper: the vision and audio towers are not counted)</source>
        <translation>Sprachmodell aus %1 gelesen (ein multimodaler Wrapper: die Vision- und Audio-Tower werden nicht gezählt)</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="642"/>
        <source>%1: layers with both a dense MLP and an expert block (enable_moe_block, Gemma 4) are not supported</source>
        <translation>%1: Schichten mit sowohl einem Dense-MLP als auch einem Expertenblock (enable_moe_block, Gemma 4) werden nicht unterstützt</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="701"/>
        <source>%1 names a mixture-of-experts architecture (%2), but none of num_experts, num_local_experts or n_routed_experts is set</source>
        <translation>%1 nennt eine Mixture-of-Experts-Architektur (%2), aber weder num_experts, num_local_experts noch n_routed_experts ist gesetzt</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="708"/>
        <source>%1 = %2 exceeds the %3 experts</source>
        <translation>%1 = %2 übersteigt die %3 Experten</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="729"/>
        <source>the sparse-attention indexer (index_n_heads) is not counted (about 0.1% of the weights)</source>
        <translation>der Sparse-Attention-Indexer (index_n_heads) wird nicht gezählt (etwa 0,1 % der Gewichte)</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="735"/>
        <source>num_key_value_heads is absent: every head keeps its own K and V (multi-head attention), as transformers assumes</source>
        <translation>num_key_value_heads fehlt: jeder Head behält eigene K und V (Multi-Head-Attention), wie transformers annimmt</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="745"/>
        <source>%1 is missing and hidden_size %2 is not a multiple of %3 heads</source>
        <translation>%1 fehlt und hidden_size %2 ist kein Vielfaches von %3 Heads</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="751"/>
        <source>the gated attention output (attn_output_gate) is not counted (under 0.2% of the weights)</source>
        <translation>die gegatete Attention-Ausgabe (attn_output_gate) wird nicht gezählt (unter 0,2 % der Gewichte)</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="768"/>
        <source>lightning-attention layers (attn_type_list 0) are read as linear attention with %1 heads of %2</source>
        <translation>Lightning-Attention-Schichten (attn_type_list 0) werden als Linear Attention mit %1 Heads zu %2 gelesen</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="783"/>
        <source>latent attention with linear-attention layers is not supported</source>
        <translation>Latent Attention mit Linear-Attention-Schichten wird nicht unterstützt</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="796"/>
        <source>tie_word_embeddings is absent: the output head is counted as its own matrix (untied)</source>
        <translation>tie_word_embeddings fehlt: der Output-Head wird als eigene Matrix gezählt (nicht gekoppelt)</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="804"/>
        <source>hidden_act &quot;%1&quot;: the FFN is counted as gated (three matrices)</source>
        <translation>hidden_act &quot;%1&quot;: das FFN wird als gegatet gezählt (drei Matrizen)</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="811"/>
        <source>config.json: %1 multi-token-prediction layer(s); no published acceptance length</source>
        <translation>config.json: %1 Multi-Token-Prediction-Schicht(en); keine veröffentlichte Akzeptanzlänge</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="838"/>
        <source>config.json: %1</source>
        <translation>config.json: %1</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="882"/>
        <source>config.json quantization_config: %1</source>
        <translation>config.json quantization_config: %1</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="885"/>
        <source>Bytes per weight averaged over the tensors the exclusion list keeps in BF16; embeddings stay BF16.</source>
        <translation>Bytes pro Gewicht gemittelt über die Tensoren, die die Ausschlussliste in BF16 belässt; Embeddings bleiben BF16.</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="912"/>
        <source>what-if: the whole model re-quantised, not this checkpoint</source>
        <translation>Was-wäre-wenn: das ganze Modell neu quantisiert, nicht dieser Checkpoint</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="924"/>
        <source>cannot tell the model&apos;s id from the file name; give one (--id)</source>
        <translation>die ID des Modells lässt sich nicht aus dem Dateinamen ableiten; geben Sie eine an (--id)</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="928"/>
        <source>id &quot;%1&quot;: use 1-64 lower-case letters, digits and . _ + - (starting with a letter or digit)</source>
        <translation>ID &quot;%1&quot;: 1-64 Kleinbuchstaben, Ziffern und . _ + - verwenden (beginnend mit Buchstabe oder Ziffer)</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="950"/>
        <source>Hugging Face config.json (%1, model_type %2), read %3</source>
        <translation>Hugging-Face-config.json (%1, model_type %2), gelesen %3</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="957"/>
        <source>the derived entry is not usable: %1</source>
        <translation>der abgeleitete Eintrag ist nicht verwendbar: %1</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="968"/>
        <source>%1: no such file</source>
        <translation>%1: keine solche Datei</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="970"/>
        <source>%1: not a regular file</source>
        <translation>%1: keine reguläre Datei</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="973"/>
        <source>%1: cannot read: %2</source>
        <translation>%1: Lesen nicht möglich: %2</translation>
    </message>
    <message>
        <location filename="../app/core/hfconfig.cpp" line="976"/>
        <source>%1: larger than 16 MiB; not a config.json</source>
        <translation>%1: größer als 16 MiB; keine config.json</translation>
    </message>
</context>
<context>
    <name>moeplan::core::HistoryController</name>
    <message>
        <location filename="../app/core/historycontroller.cpp" line="153"/>
        <source>%1: no run with id %2 in the history</source>
        <translation>%1: kein Lauf mit ID %2 im Verlauf</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/historycontroller.cpp" line="193"/>
        <source>Attach telemetry to %Ln run(s)</source>
        <translation>
            <numerusform>Telemetrie an %Ln Lauf anhängen</numerusform>
            <numerusform>Telemetrie an %Ln Läufe anhängen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/historycontroller.cpp" line="65"/>
        <location filename="../app/core/historycontroller.cpp" line="194"/>
        <source>Import %Ln run(s)</source>
        <translation>
            <numerusform>%Ln Lauf importieren</numerusform>
            <numerusform>%Ln Läufe importieren</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/core/historycontroller.cpp" line="22"/>
        <source>Edit the notes of run %1</source>
        <translation>Notizen von Lauf %1 bearbeiten</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/historycontroller.cpp" line="55"/>
        <source>Delete %Ln run(s)</source>
        <translation>
            <numerusform>%Ln Lauf löschen</numerusform>
            <numerusform>%Ln Läufe löschen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/core/historycontroller.cpp" line="255"/>
        <source>%1: none of these runs is in the history any more</source>
        <translation>%1: keiner dieser Läufe ist mehr im Verlauf</translation>
    </message>
</context>
<context>
    <name>moeplan::core::HistoryStore</name>
    <message>
        <location filename="../app/core/historystore.cpp" line="146"/>
        <source>%1: is a directory, not a database file</source>
        <translation>%1: ist ein Verzeichnis, keine Datenbankdatei</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="151"/>
        <source>%1: cannot create the folder %2</source>
        <translation>%1: Ordner %2 kann nicht erstellt werden</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="172"/>
        <source>%1: cannot open: %2</source>
        <translation>%1: Öffnen nicht möglich: %2</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="207"/>
        <source>%1: cannot configure the database: %2</source>
        <translation>%1: Datenbank kann nicht konfiguriert werden: %2</translation>
    </message>
    <message>
        <location filename="../app/core/history/profiles.cpp" line="28"/>
        <location filename="../app/core/history/telemetry.cpp" line="153"/>
        <location filename="../app/core/historystore.cpp" line="233"/>
        <location filename="../app/core/historystore.cpp" line="766"/>
        <source>%1: cannot start a transaction: %2</source>
        <translation>%1: Transaktion kann nicht gestartet werden: %2</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="241"/>
        <source>%1: cannot read the schema version: %2</source>
        <translation>%1: Schemaversion kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="246"/>
        <source>%1: another program changed the schema version to %2 while it was opened</source>
        <translation>%1: ein anderes Programm hat die Schemaversion während des Öffnens auf %2 geändert</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="263"/>
        <source>%1: migrating to schema version %2 failed: %3</source>
        <translation>%1: Migration auf Schemaversion %2 fehlgeschlagen: %3</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="276"/>
        <source>%1: cannot set the schema version: %2</source>
        <translation>%1: Schemaversion kann nicht gesetzt werden: %2</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="292"/>
        <source>%1: cannot commit the migration: %2</source>
        <translation>%1: Migration kann nicht festgeschrieben werden: %2</translation>
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
        <translation>die Verlaufsdatenbank ist nicht geöffnet</translation>
    </message>
    <message>
        <location filename="../app/core/history/merge.cpp" line="448"/>
        <location filename="../app/core/historystore.cpp" line="371"/>
        <source>%1: cannot start a transaction on %2: %3</source>
        <translation>%1: Transaktion auf %2 kann nicht gestartet werden: %3</translation>
    </message>
    <message>
        <location filename="../app/core/history/merge.cpp" line="453"/>
        <location filename="../app/core/history/profiles.cpp" line="33"/>
        <location filename="../app/core/historystore.cpp" line="404"/>
        <source>%1: %2: %3</source>
        <translation>%1: %2: %3</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="411"/>
        <source>cannot look up the source</source>
        <translation>Quelle kann nicht nachgeschlagen werden</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="423"/>
        <location filename="../app/core/historystore.cpp" line="429"/>
        <source>cannot replace the earlier import</source>
        <translation>früherer Import kann nicht ersetzt werden</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="444"/>
        <source>cannot record the source</source>
        <translation>Quelle kann nicht erfasst werden</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="455"/>
        <source>%1: run %2 was refused: %3</source>
        <translation>%1: Lauf %2 wurde abgelehnt: %3</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="456"/>
        <source>%1: cannot prepare the insert: %2</source>
        <translation>%1: Einfügen kann nicht vorbereitet werden: %2</translation>
    </message>
    <message>
        <location filename="../app/core/history/merge.cpp" line="492"/>
        <location filename="../app/core/historystore.cpp" line="385"/>
        <source>%1: cannot commit to %2: %3</source>
        <translation>%1: Festschreiben in %2 nicht möglich: %3</translation>
    </message>
    <message>
        <location filename="../app/core/history/merge.cpp" line="440"/>
        <source>%1: the SQLite driver gives no handle</source>
        <translation>%1: der SQLite-Treiber liefert kein Handle</translation>
    </message>
    <message>
        <location filename="../app/core/history/merge.cpp" line="40"/>
        <source>no such database file</source>
        <translation>keine solche Datenbankdatei</translation>
    </message>
    <message>
        <location filename="../app/core/history/merge.cpp" line="42"/>
        <source>is this history itself</source>
        <translation>ist dieser Verlauf selbst</translation>
    </message>
    <message>
        <location filename="../app/core/history/merge.cpp" line="47"/>
        <source>an empty file, not a benchmark history</source>
        <translation>eine leere Datei, kein Benchmark-Verlauf</translation>
    </message>
    <message>
        <location filename="../app/core/history/merge.cpp" line="63"/>
        <source>cannot open: %1</source>
        <translation>Öffnen nicht möglich: %1</translation>
    </message>
    <message>
        <location filename="../app/core/history/merge.cpp" line="70"/>
        <source>an empty database, not a benchmark history</source>
        <translation>eine leere Datenbank, kein Benchmark-Verlauf</translation>
    </message>
    <message>
        <location filename="../app/core/history/merge.cpp" line="79"/>
        <source>cannot read the sources: %1</source>
        <translation>Quellen können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../app/core/history/merge.cpp" line="105"/>
        <source>cannot attach: %1</source>
        <translation>Anhängen nicht möglich: %1</translation>
    </message>
    <message>
        <location filename="../app/core/history/merge.cpp" line="134"/>
        <source>cannot look up a source</source>
        <translation>eine Quelle kann nicht nachgeschlagen werden</translation>
    </message>
    <message>
        <location filename="../app/core/history/merge.cpp" line="148"/>
        <source>source %1 was refused</source>
        <translation>Quelle %1 wurde abgelehnt</translation>
    </message>
    <message>
        <location filename="../app/core/history/merge.cpp" line="158"/>
        <location filename="../app/core/history/merge.cpp" line="161"/>
        <location filename="../app/core/history/merge.cpp" line="167"/>
        <source>cannot map the sources</source>
        <translation>Quellen können nicht zugeordnet werden</translation>
    </message>
    <message>
        <location filename="../app/core/history/merge.cpp" line="178"/>
        <location filename="../app/core/history/merge.cpp" line="192"/>
        <location filename="../app/core/history/merge.cpp" line="219"/>
        <location filename="../app/core/history/merge.cpp" line="245"/>
        <location filename="../app/core/history/merge.cpp" line="284"/>
        <source>cannot read the runs</source>
        <translation>Läufe können nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../app/core/history/merge.cpp" line="182"/>
        <source>refers to a missing source %1</source>
        <translation>verweist auf eine fehlende Quelle %1</translation>
    </message>
    <message>
        <location filename="../app/core/history/merge.cpp" line="210"/>
        <location filename="../app/core/history/merge.cpp" line="215"/>
        <source>cannot copy the runs</source>
        <translation>Läufe können nicht kopiert werden</translation>
    </message>
    <message>
        <location filename="../app/core/history/merge.cpp" line="247"/>
        <location filename="../app/core/history/merge.cpp" line="466"/>
        <source>cannot prepare the copy</source>
        <translation>Kopie kann nicht vorbereitet werden</translation>
    </message>
    <message>
        <location filename="../app/core/history/merge.cpp" line="275"/>
        <source>run %1 was refused</source>
        <translation>Lauf %1 wurde abgelehnt</translation>
    </message>
    <message>
        <location filename="../app/core/history/merge.cpp" line="316"/>
        <location filename="../app/core/history/merge.cpp" line="365"/>
        <location filename="../app/core/history/merge.cpp" line="368"/>
        <source>cannot read the telemetry</source>
        <translation>Telemetrie kann nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../app/core/history/merge.cpp" line="350"/>
        <source>the telemetry row names no file or content</source>
        <translation>die Telemetriezeile nennt weder Datei noch Inhalt</translation>
    </message>
    <message>
        <location filename="../app/core/history/merge.cpp" line="353"/>
        <source>telemetry %1 of run %2</source>
        <translation>Telemetrie %1 von Lauf %2</translation>
    </message>
    <message>
        <location filename="../app/core/history/merge.cpp" line="361"/>
        <source>the telemetry %1 was refused</source>
        <translation>die Telemetrie %1 wurde abgelehnt</translation>
    </message>
    <message>
        <location filename="../app/core/history/merge.cpp" line="393"/>
        <source>%1: no temporary folder to read it in: %2</source>
        <translation>%1: kein temporärer Ordner zum Einlesen: %2</translation>
    </message>
    <message>
        <location filename="../app/core/history/telemetry.cpp" line="58"/>
        <source>telemetry %1 of run %2 (%3): %4</source>
        <translation>Telemetrie %1 von Lauf %2 (%3): %4</translation>
    </message>
    <message>
        <location filename="../app/core/history/telemetry.cpp" line="135"/>
        <source>%1: no run to attach the telemetry %2 to</source>
        <translation>%1: kein Lauf, an den die Telemetrie %2 angehängt werden kann</translation>
    </message>
    <message>
        <location filename="../app/core/history/telemetry.cpp" line="159"/>
        <source>%1: cannot attach the telemetry %2 to run %3: %4</source>
        <translation>%1: Telemetrie %2 kann nicht an Lauf %3 angehängt werden: %4</translation>
    </message>
    <message>
        <location filename="../app/core/history/telemetry.cpp" line="173"/>
        <source>%1: no run %2 to attach the telemetry %3 to (see moeplan-cli runs)</source>
        <translation>%1: kein Lauf %2, an den die Telemetrie %3 angehängt werden kann (siehe moeplan-cli runs)</translation>
    </message>
    <message>
        <location filename="../app/core/history/telemetry.cpp" line="195"/>
        <location filename="../app/core/history/telemetry.cpp" line="208"/>
        <location filename="../app/core/history/telemetry.cpp" line="213"/>
        <source>%1: cannot remove the telemetry: %2</source>
        <translation>%1: Telemetrie kann nicht entfernt werden: %2</translation>
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
        <translation>%1: Läufe können nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../app/core/history/telemetry.cpp" line="276"/>
        <location filename="../app/core/history/telemetry.cpp" line="294"/>
        <location filename="../app/core/history/telemetry.cpp" line="308"/>
        <location filename="../app/core/history/telemetry.cpp" line="315"/>
        <source>%1: cannot read the telemetry: %2</source>
        <translation>%1: Telemetrie kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="550"/>
        <source>%1: no run with id %2</source>
        <translation>%1: kein Lauf mit ID %2</translation>
    </message>
    <message>
        <location filename="../app/core/history/teamcopy.cpp" line="72"/>
        <location filename="../app/core/history/teamcopy.cpp" line="79"/>
        <source>%1: cannot open the working copy: %2</source>
        <translation>%1: Die Arbeitskopie kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <location filename="../app/core/history/teamcopy.cpp" line="80"/>
        <source>%1: the working copy %2 was unreadable (%3) and is made again from the server</source>
        <translation>%1: Die Arbeitskopie %2 war nicht lesbar (%3) und wird vom Server neu angelegt</translation>
    </message>
    <message>
        <location filename="../app/core/history/teamcopy.cpp" line="169"/>
        <location filename="../app/core/history/teamcopy.cpp" line="269"/>
        <source>%1: cannot read the working copy %2: %3</source>
        <translation>%1: Die Arbeitskopie %2 kann nicht gelesen werden: %3</translation>
    </message>
    <message>
        <location filename="../app/core/history/teamcopy.cpp" line="207"/>
        <location filename="../app/core/history/teamcopy.cpp" line="211"/>
        <source>%1: cannot update the working copy %2: %3</source>
        <translation>%1: Die Arbeitskopie %2 kann nicht aktualisiert werden: %3</translation>
    </message>
    <message>
        <location filename="../app/core/history/teamcopy.cpp" line="340"/>
        <source>%1 (they are saved in the working copy)</source>
        <translation>%1 (sie sind in der Arbeitskopie gespeichert)</translation>
    </message>
    <message>
        <location filename="../app/core/history/teamcopy.cpp" line="361"/>
        <source>%1: the runs of %2 are stored on the server, but the working copy could not take them (%3); they appear at the next open</source>
        <translation>%1: Die Läufe aus %2 sind auf dem Server gespeichert, aber die Arbeitskopie konnte sie nicht übernehmen (%3); sie erscheinen beim nächsten Öffnen</translation>
    </message>
    <message>
        <location filename="../app/core/history/teamcopy.cpp" line="496"/>
        <location filename="../app/core/historystore.cpp" line="778"/>
        <source>no run with id %1</source>
        <translation>kein Lauf mit ID %1</translation>
    </message>
    <message>
        <location filename="../app/core/history/teamcopy.cpp" line="492"/>
        <location filename="../app/core/historystore.cpp" line="784"/>
        <source>%1: cannot change the notes of run %2: %3</source>
        <translation>%1: Notizen von Lauf %2 können nicht geändert werden: %3</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="794"/>
        <source>%1: cannot delete the runs: %2</source>
        <translation>%1: Läufe können nicht gelöscht werden: %2</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="901"/>
        <source>%1: none of the runs to delete is stored</source>
        <translation>%1: keiner der zu löschenden Läufe ist gespeichert</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="910"/>
        <source>%1: cannot restore the runs: a run key is missing</source>
        <translation>%1: Läufe können nicht wiederhergestellt werden: ein Laufschlüssel fehlt</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="914"/>
        <location filename="../app/core/historystore.cpp" line="918"/>
        <source>%1: cannot restore the runs: %2</source>
        <translation>%1: Läufe können nicht wiederhergestellt werden: %2</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="951"/>
        <source>source %1: %2</source>
        <translation>Quelle %1: %2</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="981"/>
        <location filename="../app/core/historystore.cpp" line="1073"/>
        <source>run %1: %2</source>
        <translation>Lauf %1: %2</translation>
    </message>
    <message>
        <location filename="../app/core/history/profiles.cpp" line="42"/>
        <source>cannot read the calibration state</source>
        <translation>Kalibrierstatus kann nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../app/core/history/profiles.cpp" line="52"/>
        <source>cannot remove the previous profiles</source>
        <translation>vorherige Profile können nicht entfernt werden</translation>
    </message>
    <message>
        <location filename="../app/core/history/profiles.cpp" line="57"/>
        <source>cannot prepare the profile delete</source>
        <translation>Löschen der Profile kann nicht vorbereitet werden</translation>
    </message>
    <message>
        <location filename="../app/core/history/profiles.cpp" line="62"/>
        <source>cannot prepare the profile insert</source>
        <translation>Einfügen der Profile kann nicht vorbereitet werden</translation>
    </message>
    <message>
        <location filename="../app/core/history/profiles.cpp" line="65"/>
        <source>cannot prepare the profile run links</source>
        <translation>Laufverknüpfungen der Profile können nicht vorbereitet werden</translation>
    </message>
    <message>
        <location filename="../app/core/history/profiles.cpp" line="69"/>
        <source>%1: a profile without a name cannot be stored</source>
        <translation>%1: ein Profil ohne Namen kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location filename="../app/core/history/profiles.cpp" line="73"/>
        <source>cannot replace the profile %1</source>
        <translation>Profil %1 kann nicht ersetzt werden</translation>
    </message>
    <message>
        <location filename="../app/core/history/profiles.cpp" line="80"/>
        <source>the profile %1 was refused</source>
        <translation>das Profil %1 wurde abgelehnt</translation>
    </message>
    <message>
        <location filename="../app/core/history/profiles.cpp" line="87"/>
        <source>the profile %1 cannot refer to run %2</source>
        <translation>das Profil %1 kann nicht auf Lauf %2 verweisen</translation>
    </message>
    <message>
        <location filename="../app/core/history/profiles.cpp" line="96"/>
        <source>cannot record the calibration state</source>
        <translation>Kalibrierstatus kann nicht erfasst werden</translation>
    </message>
    <message>
        <location filename="../app/core/history/profiles.cpp" line="102"/>
        <source>%1: cannot commit the profiles: %2</source>
        <translation>%1: Profile können nicht festgeschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../app/core/history/profiles.cpp" line="121"/>
        <source>%1: cannot read the profiles: %2</source>
        <translation>%1: Profile können nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../app/core/history/profiles.cpp" line="135"/>
        <source>%1: cannot read the profile runs: %2</source>
        <translation>%1: Profilläufe können nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../app/core/history/profiles.cpp" line="200"/>
        <location filename="../app/core/history/profiles.cpp" line="215"/>
        <source>%1: cannot read the calibration state: %2</source>
        <translation>%1: Kalibrierstatus kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../app/core/history/profiles.cpp" line="201"/>
        <location filename="../app/core/history/profiles.cpp" line="216"/>
        <source>not open</source>
        <translation>nicht geöffnet</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="331"/>
        <source>%1: the history is busy: another program (an import or a calibration) kept it locked for more than %2 s; nothing was changed, try again when it has finished</source>
        <translation>%1: der Verlauf ist belegt: ein anderes Programm (ein Import oder eine Kalibrierung) hielt ihn länger als %2 s gesperrt; nichts wurde geändert, versuchen Sie es erneut, wenn es fertig ist</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="337"/>
        <source>%1: the history cannot be written (%2); nothing was changed. Check that the file and its folder are writable and the disk has space</source>
        <translation>%1: der Verlauf kann nicht geschrieben werden (%2); nichts wurde geändert. Prüfen Sie, ob Datei und Ordner beschreibbar sind und der Datenträger Platz hat</translation>
    </message>
    <message>
        <location filename="../app/core/history/merge.cpp" line="184"/>
        <location filename="../app/core/history/merge.cpp" line="263"/>
        <location filename="../app/core/historystore.cpp" line="360"/>
        <source>run %1</source>
        <translation>Lauf %1</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="110"/>
        <source>%1: cannot read the sources: %2</source>
        <translation>%1: die Quellen können nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="478"/>
        <source>%1: cannot record the change of runs: %2</source>
        <translation>%1: Änderung der Läufe kann nicht erfasst werden: %2</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="1003"/>
        <source>telemetry %1: %2</source>
        <translation>Telemetrie %1: %2</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="1019"/>
        <source>not valid JSON at offset %1: %2</source>
        <translation>kein gültiges JSON an Offset %1: %2</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="1022"/>
        <source>not a MoE Planner runs file (&quot;format&quot; is not &quot;moeplan-history-runs&quot;)</source>
        <translation>keine MoE-Planner-Laufdatei (&quot;format&quot; ist nicht &quot;moeplan-history-runs&quot;)</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="1024"/>
        <source>runs file version %1 is not supported</source>
        <translation>Laufdateiversion %1 wird nicht unterstützt</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="1031"/>
        <source>run %1 is not an object</source>
        <translation>Lauf %1 ist kein Objekt</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="1039"/>
        <source>run %1: unknown column &quot;%2&quot;</source>
        <translation>Lauf %1: unbekannte Spalte &quot;%2&quot;</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="1053"/>
        <source>run %1: &quot;%2&quot; must be a string</source>
        <translation>Lauf %1: &quot;%2&quot; muss eine Zeichenkette sein</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="1058"/>
        <source>run %1: &quot;%2&quot; must be a number</source>
        <translation>Lauf %1: &quot;%2&quot; muss eine Zahl sein</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="1062"/>
        <source>run %1: &quot;%2&quot; must be a whole number</source>
        <translation>Lauf %1: &quot;%2&quot; muss eine ganze Zahl sein</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="1076"/>
        <source>source: %1</source>
        <translation>Quelle: %1</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="1077"/>
        <source>source: %1; %2</source>
        <translation>Quelle: %1; %2</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="1081"/>
        <source>holds no runs</source>
        <translation>enthält keine Läufe</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="1090"/>
        <source>%1: the bundled reference history is missing</source>
        <translation>%1: der mitgelieferte Referenzverlauf fehlt</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="1093"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/core/history/runcodec.cpp" line="220"/>
        <source>%1 = %2 ms is outside (0, 1e8] ms</source>
        <translation>%1 = %2 ms liegt außerhalb von (0, 1e8] ms</translation>
    </message>
    <message>
        <location filename="../app/core/history/runcodec.cpp" line="224"/>
        <source>%1 = %2 is outside [0, %3]</source>
        <translation>%1 = %2 liegt außerhalb von [0, %3]</translation>
    </message>
    <message>
        <location filename="../app/core/history/runcodec.cpp" line="228"/>
        <source>%1 = %2 is outside (0, %3]</source>
        <translation>%1 = %2 liegt außerhalb von (0, %3]</translation>
    </message>
    <message>
        <location filename="../app/core/history/runcodec.cpp" line="232"/>
        <source>%1: the file&apos;s plan multiplies out to more than %2 (at most %3)</source>
        <translation>%1: der Plan der Datei ergibt ausmultipliziert mehr als %2 (höchstens %3)</translation>
    </message>
    <message>
        <location filename="../app/core/history/runcodec.cpp" line="238"/>
        <source>%1 = %2 is outside [%3, %4]</source>
        <translation>%1 = %2 liegt außerhalb von [%3, %4]</translation>
    </message>
    <message>
        <location filename="../app/core/history/runcodec.cpp" line="247"/>
        <source>no model</source>
        <translation>kein Modell</translation>
    </message>
    <message>
        <location filename="../app/core/history/runcodec.cpp" line="249"/>
        <source>no GPU kind</source>
        <translation>kein GPU-Typ</translation>
    </message>
    <message>
        <location filename="../app/core/history/runcodec.cpp" line="251"/>
        <source>no engine</source>
        <translation>keine Engine</translation>
    </message>
    <message>
        <location filename="../app/core/history/runcodec.cpp" line="253"/>
        <source>topology &quot;%1&quot; is neither hgx-ib nor nvl72</source>
        <translation>Topologie &quot;%1&quot; ist weder hgx-ib noch nvl72</translation>
    </message>
    <message>
        <location filename="../app/core/history/runcodec.cpp" line="255"/>
        <source>serving &quot;%1&quot; is neither agg nor disagg</source>
        <translation>Serving &quot;%1&quot; ist weder agg noch disagg</translation>
    </message>
    <message>
        <location filename="../app/core/history/runcodec.h" line="330"/>
        <source>not a whole number in range</source>
        <translation>keine ganze Zahl im Bereich</translation>
    </message>
    <message>
        <location filename="../app/core/history/runcodec.h" line="345"/>
        <source>not a number</source>
        <translation>keine Zahl</translation>
    </message>
    <message>
        <location filename="../app/core/history/runcodec.h" line="370"/>
        <source>the column %1 holds &quot;%2&quot;: %3</source>
        <translation>die Spalte %1 enthält &quot;%2&quot;: %3</translation>
    </message>
    <message>
        <location filename="../app/core/history/schema.cpp" line="247"/>
        <source>cannot read the schema: %1</source>
        <translation>Schema kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../app/core/history/schema.cpp" line="251"/>
        <source>holds the %1 &quot;%2&quot;, which is not part of the benchmark history schema (version %3); refused, as it could change or hide runs (remove it with DROP %4 &quot;%2&quot; if you trust the file)</source>
        <translation>enthält %1 &quot;%2&quot;, das nicht zum Schema des Benchmark-Verlaufs (Version %3) gehört; abgelehnt, da es Läufe ändern oder verbergen könnte (entfernen Sie es mit DROP %4 &quot;%2&quot;, wenn Sie der Datei vertrauen)</translation>
    </message>
    <message>
        <location filename="../app/core/history/schema.cpp" line="261"/>
        <source>lacks the %1 &quot;%2&quot; of schema version %3; not a benchmark history this program wrote</source>
        <translation>%1 &quot;%2&quot; der Schemaversion %3 fehlt; kein von diesem Programm geschriebener Benchmark-Verlauf</translation>
    </message>
    <message>
        <location filename="../app/core/history/schema.cpp" line="267"/>
        <source>&quot;%1&quot; is a %2, not a %3 as in schema version %4</source>
        <translation>&quot;%1&quot; ist ein %2, kein %3 wie in Schemaversion %4</translation>
    </message>
    <message>
        <location filename="../app/core/history/schema.cpp" line="276"/>
        <source>the %1 &quot;%2&quot; has %3, which schema version %4 does not; refused</source>
        <translation>%1 &quot;%2&quot; hat %3, was Schemaversion %4 nicht hat; abgelehnt</translation>
    </message>
    <message>
        <location filename="../app/core/history/schema.cpp" line="282"/>
        <source>the %1 &quot;%2&quot; lacks %3 of schema version %4; refused</source>
        <translation>%1 &quot;%2&quot; fehlt %3 der Schemaversion %4; abgelehnt</translation>
    </message>
    <message>
        <location filename="../app/core/history/schema.cpp" line="285"/>
        <source>the columns of the %1 &quot;%2&quot; are not in the order of schema version %3; refused</source>
        <translation>die Spalten von %1 &quot;%2&quot; sind nicht in der Reihenfolge der Schemaversion %3; abgelehnt</translation>
    </message>
    <message>
        <location filename="../app/core/history/schema.cpp" line="302"/>
        <source>not a readable SQLite database (%1)</source>
        <translation>keine lesbare SQLite-Datenbank (%1)</translation>
    </message>
    <message>
        <location filename="../app/core/history/schema.cpp" line="309"/>
        <source>the database is corrupt (%1)</source>
        <translation>die Datenbank ist beschädigt (%1)</translation>
    </message>
    <message>
        <location filename="../app/core/history/schema.cpp" line="326"/>
        <source>a database of another application (application_id %1), not a benchmark history</source>
        <translation>eine Datenbank einer anderen Anwendung (application_id %1), kein Benchmark-Verlauf</translation>
    </message>
    <message>
        <location filename="../app/core/history/schema.cpp" line="333"/>
        <source>schema version %1 (PRAGMA user_version) is negative: not a history this program wrote; refused</source>
        <translation>Schemaversion %1 (PRAGMA user_version) ist negativ: kein von diesem Programm geschriebener Verlauf; abgelehnt</translation>
    </message>
    <message>
        <location filename="../app/core/history/schema.cpp" line="340"/>
        <source>schema version %1 is newer than this build reads (%2); update MoE Planner</source>
        <translation>Schemaversion %1 ist neuer als diese Version lesen kann (%2); aktualisieren Sie MoE Planner</translation>
    </message>
    <message>
        <location filename="../app/core/history/schema.cpp" line="349"/>
        <source>holds tables of another schema (%1), not a benchmark history</source>
        <translation>enthält Tabellen eines anderen Schemas (%1), kein Benchmark-Verlauf</translation>
    </message>
    <message>
        <location filename="../app/core/history/schema.cpp" line="355"/>
        <source>schema version %1 but the tables sources and runs are missing; not a benchmark history</source>
        <translation>Schemaversion %1, aber die Tabellen sources und runs fehlen; kein Benchmark-Verlauf</translation>
    </message>
    <message>
        <location filename="../app/core/history/schema.cpp" line="362"/>
        <source>schema version %1 but the tables profiles and profile_runs are missing; not a benchmark history</source>
        <translation>Schemaversion %1, aber die Tabellen profiles und profile_runs fehlen; kein Benchmark-Verlauf</translation>
    </message>
    <message>
        <location filename="../app/core/history/schema.cpp" line="380"/>
        <source>the runs table lacks the column %1; not a benchmark history of schema version %2</source>
        <translation>der Tabelle runs fehlt die Spalte %1; kein Benchmark-Verlauf der Schemaversion %2</translation>
    </message>
    <message>
        <location filename="../app/core/history/schema.cpp" line="397"/>
        <source>cannot read: %1</source>
        <translation>Lesen nicht möglich: %1</translation>
    </message>
    <message>
        <location filename="../app/core/history/schema.cpp" line="401"/>
        <source>not an SQLite database</source>
        <translation>keine SQLite-Datenbank</translation>
    </message>
</context>
<context>
    <name>moeplan::core::ImportJob</name>
    <message numerus="yes">
        <location filename="../app/core/importjob.cpp" line="100"/>
        <source>... and %Ln more run(s) refused</source>
        <translation>
            <numerusform>... und %Ln weiterer Lauf abgelehnt</numerusform>
            <numerusform>... und %Ln weitere Läufe abgelehnt</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/core/importjob.cpp" line="116"/>
        <source>history database</source>
        <translation>Verlaufsdatenbank</translation>
    </message>
    <message>
        <location filename="../app/core/importjob.cpp" line="211"/>
        <source>%1: a folder without files</source>
        <translation>%1: ein Ordner ohne Dateien</translation>
    </message>
    <message>
        <location filename="../app/core/telemetryimport.cpp" line="64"/>
        <source>telemetry: %1</source>
        <translation>Telemetrie: %1</translation>
    </message>
    <message>
        <location filename="../app/core/telemetryimport.cpp" line="95"/>
        <source>no run of the history was measured while it was sampled (%1 to %2 UTC); give the run it belongs to with --run ID</source>
        <translation>kein Lauf des Verlaufs wurde während des Messzeitraums gemessen (%1 bis %2 UTC); geben Sie den zugehörigen Lauf mit --run ID an</translation>
    </message>
    <message>
        <location filename="../app/core/telemetryimport.cpp" line="113"/>
        <source>the file states no times and no result file was imported beside it; give the run it belongs to with --run ID</source>
        <translation>die Datei nennt keine Zeiten und neben ihr wurde keine Ergebnisdatei importiert; geben Sie den zugehörigen Lauf mit --run ID an</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/telemetryimport.cpp" line="119"/>
        <source>the file states no times and %Ln result files were imported beside it, so which run it belongs to cannot be told; give it with --run ID</source>
        <translation>
            <numerusform>die Datei nennt keine Zeiten und neben ihr wurde %Ln Ergebnisdatei importiert, daher ist der zugehörige Lauf nicht bestimmbar; geben Sie ihn mit --run ID an</numerusform>
            <numerusform>die Datei nennt keine Zeiten und neben ihr wurden %Ln Ergebnisdateien importiert, daher ist der zugehörige Lauf nicht bestimmbar; geben Sie ihn mit --run ID an</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/telemetryimport.cpp" line="136"/>
        <source>sampled over %Ln runs: each is diagnosed on the readings of the whole window (attach one file per run for readings of each)</source>
        <translation>
            <numerusform>über %Ln Lauf erfasst: er wird anhand der Messwerte des ganzen Zeitfensters diagnostiziert (hängen Sie eine Datei pro Lauf an, um Messwerte für jeden zu erhalten)</numerusform>
            <numerusform>über %Ln Läufe erfasst: jeder wird anhand der Messwerte des ganzen Zeitfensters diagnostiziert (hängen Sie eine Datei pro Lauf an, um Messwerte für jeden zu erhalten)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>moeplan::core::Importers</name>
    <message>
        <location filename="../app/core/import/aiccsv.cpp" line="69"/>
        <source>%1 is blank</source>
        <translation>%1 ist leer</translation>
    </message>
    <message>
        <location filename="../app/core/import/aiccsv.cpp" line="75"/>
        <source>%1 must be a whole number in [1, 1e7], not &quot;%2&quot;</source>
        <translation>%1 muss eine ganze Zahl in [1, 1e7] sein, nicht &quot;%2&quot;</translation>
    </message>
    <message>
        <location filename="../app/core/import/aiccsv.cpp" line="87"/>
        <source>%1 is blank (no measurement)</source>
        <translation>%1 ist leer (keine Messung)</translation>
    </message>
    <message>
        <location filename="../app/core/import/aiccsv.cpp" line="89"/>
        <source>%1 is not a finite number: &quot;%2&quot;</source>
        <translation>%1 ist keine endliche Zahl: &quot;%2&quot;</translation>
    </message>
    <message>
        <location filename="../app/core/import/aiccsv.cpp" line="91"/>
        <source>%1 must be positive, not %2</source>
        <translation>%1 muss positiv sein, nicht %2</translation>
    </message>
    <message>
        <location filename="../app/core/import/aiccsv.cpp" line="120"/>
        <source>backend is blank</source>
        <translation>backend ist leer</translation>
    </message>
    <message>
        <location filename="../app/core/import/aiccsv.cpp" line="175"/>
        <source>mode must be agg or disagg, not &quot;%1&quot;</source>
        <translation>mode muss agg oder disagg sein, nicht &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../app/core/import/aiccsv.cpp" line="192"/>
        <source>silicon_concurrency must be in (0, 1e7], not &quot;%1&quot;</source>
        <translation>silicon_concurrency muss in (0, 1e7] liegen, nicht &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../app/core/import/aiccsv.cpp" line="211"/>
        <source>AIConfigurator row %1</source>
        <translation>AIConfigurator-Zeile %1</translation>
    </message>
    <message>
        <location filename="../app/core/import/aiccsv.cpp" line="213"/>
        <source>; 1 prefill and 1 decode worker assumed</source>
        <translation>; 1 Prefill- und 1 Decode-Worker angenommen</translation>
    </message>
    <message>
        <location filename="../app/core/import/aiccsv.cpp" line="234"/>
        <source>empty CSV</source>
        <translation>leere CSV</translation>
    </message>
    <message>
        <location filename="../app/core/import/aiccsv.cpp" line="244"/>
        <source>not an AIConfigurator measured-runs CSV: the column %1 is missing</source>
        <translation>keine AIConfigurator-Messlauf-CSV: die Spalte %1 fehlt</translation>
    </message>
    <message>
        <location filename="../app/core/import/aiccsv.cpp" line="256"/>
        <source>%1 fields where the header has %2 (truncated?)</source>
        <translation>%1 Felder, wo die Kopfzeile %2 hat (abgeschnitten?)</translation>
    </message>
    <message>
        <location filename="../app/core/import/aiccsv.cpp" line="293"/>
        <location filename="../app/core/import/csvdatabase.cpp" line="286"/>
        <location filename="../app/core/import/genaiperfanalyze.cpp" line="50"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/core/import/aiccsv.cpp" line="305"/>
        <location filename="../app/core/import/csvdatabase.cpp" line="253"/>
        <location filename="../app/core/import/genaiperfanalyze.cpp" line="40"/>
        <location filename="../app/core/import/registry.cpp" line="132"/>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <location filename="../app/core/import/aiperf.cpp" line="40"/>
        <source>&quot;%1.%2&quot; must be a number, not &quot;%3&quot;</source>
        <translation>&quot;%1.%2&quot; muss eine Zahl sein, nicht &quot;%3&quot;</translation>
    </message>
    <message>
        <location filename="../app/core/import/aiperf.cpp" line="112"/>
        <source>AIPerf marked it invalid for submission: %1</source>
        <translation>AIPerf hat es als ungültig für die Einreichung markiert: %1</translation>
    </message>
    <message>
        <location filename="../app/core/import/aiperf.cpp" line="133"/>
        <source>one request of an AIPerf profile_export.jsonl, not a run: import profile_export_aiperf.json from the same folder</source>
        <translation>eine Anfrage einer AIPerf-profile_export.jsonl, kein Lauf: importieren Sie profile_export_aiperf.json aus demselben Ordner</translation>
    </message>
    <message>
        <location filename="../app/core/import/csvdatabase.cpp" line="258"/>
        <source>%1 fields where the header has %2</source>
        <translation>%1 Felder, wo die Kopfzeile %2 hat</translation>
    </message>
    <message>
        <location filename="../app/core/import/csvdatabase.cpp" line="268"/>
        <source>%1: &quot;%2&quot; is not a time unit</source>
        <translation>%1: &quot;%2&quot; ist keine Zeiteinheit</translation>
    </message>
    <message>
        <location filename="../app/core/import/csvdatabase.cpp" line="294"/>
        <source>%1 = %2 is not a whole number in [1, 1e6]</source>
        <translation>%1 = %2 ist keine ganze Zahl in [1, 1e6]</translation>
    </message>
    <message>
        <location filename="../app/core/import/csvdatabase.cpp" line="339"/>
        <source>%1: &quot;%2&quot; is not &quot;input,output&quot; lengths</source>
        <translation>%1: &quot;%2&quot; sind keine &quot;input,output&quot;-Längen</translation>
    </message>
    <message>
        <location filename="../app/core/import/csvdatabase.cpp" line="367"/>
        <source>%1: no unit stated (neither in the header nor in a %2-unit column); not guessed</source>
        <translation>%1: keine Einheit angegeben (weder in der Kopfzeile noch in einer %2-Einheitenspalte); nicht geraten</translation>
    </message>
    <message>
        <location filename="../app/core/import/csvdatabase.cpp" line="411"/>
        <source>a CSV of runs without data rows</source>
        <translation>eine CSV mit Läufen ohne Datenzeilen</translation>
    </message>
    <message>
        <location filename="../app/core/import/genaiperf.cpp" line="40"/>
        <source>&quot;%1.%2&quot;: %3</source>
        <translation>&quot;%1.%2&quot;: %3</translation>
    </message>
    <message>
        <location filename="../app/core/import/genaiperfanalyze.cpp" line="61"/>
        <source>genai-perf analyze sweep point %1 (p99 latencies only)</source>
        <translation>genai-perf-analyze-Sweep-Punkt %1 (nur p99-Latenzen)</translation>
    </message>
    <message>
        <location filename="../app/core/import/genaiperfanalyze.cpp" line="66"/>
        <source>a genai-perf analyze CSV without sweep rows</source>
        <translation>eine genai-perf-analyze-CSV ohne Sweep-Zeilen</translation>
    </message>
    <message>
        <location filename="../app/core/import/importcommon.cpp" line="53"/>
        <source>deployment: %1</source>
        <translation>Deployment: %1</translation>
    </message>
    <message>
        <location filename="../app/core/import/importcommon.cpp" line="92"/>
        <source>deployment: invalid plan (tp %1, ep %2)</source>
        <translation>Deployment: ungültiger Plan (tp %1, ep %2)</translation>
    </message>
    <message>
        <location filename="../app/core/import/importcommon.cpp" line="173"/>
        <source>no model: the file names none; give --model</source>
        <translation>kein Modell: die Datei nennt keins; geben Sie --model an</translation>
    </message>
    <message>
        <location filename="../app/core/import/importcommon.cpp" line="179"/>
        <source>model: the file says &quot;%1&quot;, the deployment &quot;%2&quot;; the file&apos;s is kept</source>
        <translation>Modell: die Datei nennt &quot;%1&quot;, das Deployment &quot;%2&quot;; das der Datei wird beibehalten</translation>
    </message>
    <message>
        <location filename="../app/core/import/importcommon.cpp" line="186"/>
        <source>model &quot;%1&quot; is not in the catalog: stored as &quot;%2&quot; (calibration skips it until the catalog describes it)</source>
        <translation>Modell &quot;%1&quot; ist nicht im Katalog: als &quot;%2&quot; gespeichert (die Kalibrierung überspringt es, bis der Katalog es beschreibt)</translation>
    </message>
    <message>
        <location filename="../app/core/import/importcommon.cpp" line="192"/>
        <source>model as written: %1</source>
        <translation>Modell wie angegeben: %1</translation>
    </message>
    <message>
        <location filename="../app/core/import/importcommon.cpp" line="216"/>
        <source>engine: the file says %1, the deployment %2; the file&apos;s is kept</source>
        <translation>Engine: die Datei nennt %1, das Deployment %2; die der Datei wird beibehalten</translation>
    </message>
    <message>
        <location filename="../app/core/import/importcommon.cpp" line="221"/>
        <source>the file does not name the serving engine: stored as unknown (give --engine)</source>
        <translation>die Datei nennt die Serving-Engine nicht: als unbekannt gespeichert (geben Sie --engine an)</translation>
    </message>
    <message>
        <location filename="../app/core/import/importcommon.cpp" line="234"/>
        <source>no GPU kind: the file names none; give --gpu or a deployment</source>
        <translation>kein GPU-Typ: die Datei nennt keinen; geben Sie --gpu oder ein Deployment an</translation>
    </message>
    <message>
        <location filename="../app/core/import/importcommon.cpp" line="240"/>
        <source>GPU: the file says &quot;%1&quot;, the deployment &quot;%2&quot;; the file&apos;s is kept</source>
        <translation>GPU: die Datei nennt &quot;%1&quot;, das Deployment &quot;%2&quot;; die der Datei wird beibehalten</translation>
    </message>
    <message>
        <location filename="../app/core/import/importcommon.cpp" line="247"/>
        <source>GPU &quot;%1&quot; is not in the catalog: stored as &quot;%2&quot; (calibration skips it until the catalog describes it)</source>
        <translation>GPU &quot;%1&quot; ist nicht im Katalog: als &quot;%2&quot; gespeichert (die Kalibrierung überspringt sie, bis der Katalog sie beschreibt)</translation>
    </message>
    <message>
        <location filename="../app/core/import/importcommon.cpp" line="253"/>
        <source>GPU as written: %1</source>
        <translation>GPU wie angegeben: %1</translation>
    </message>
    <message>
        <location filename="../app/core/import/importcommon.cpp" line="264"/>
        <source>serving: the file says %1, the deployment %2; the file&apos;s is kept</source>
        <translation>Serving: die Datei nennt %1, das Deployment %2; das der Datei wird beibehalten</translation>
    </message>
    <message>
        <location filename="../app/core/import/importcommon.cpp" line="273"/>
        <source>no parallel plan: the file states none; give --plan/--tp/--ep</source>
        <translation>kein Parallelisierungsplan: die Datei nennt keinen; geben Sie --plan/--tp/--ep an</translation>
    </message>
    <message>
        <location filename="../app/core/import/importcommon.cpp" line="278"/>
        <source>plan: the file says %1, the deployment %2; the file&apos;s is kept</source>
        <translation>Plan: die Datei nennt %1, das Deployment %2; der der Datei wird beibehalten</translation>
    </message>
    <message>
        <location filename="../app/core/import/importcommon.cpp" line="289"/>
        <source>%1 GPUs do not hold whole replicas of %2 GPUs (TP %3 x DP %4 x PP %5)</source>
        <translation>%1 GPUs fassen keine ganzen Replikate zu %2 GPUs (TP %3 x DP %4 x PP %5)</translation>
    </message>
    <message>
        <location filename="../app/core/import/importcommon.cpp" line="305"/>
        <source>no prefill/decode plan: the file states none; give a deployment with &quot;prefill&quot; and &quot;decode&quot;</source>
        <translation>kein Prefill-/Decode-Plan: die Datei nennt keinen; geben Sie ein Deployment mit &quot;prefill&quot; und &quot;decode&quot; an</translation>
    </message>
    <message>
        <location filename="../app/core/import/importcommon.cpp" line="339"/>
        <source>underdetermined (not stated: %1): the batch per decode worker is unknown; stored with the worker counts empty (calibration leaves the run out, predictions span the plausible worker counts)</source>
        <translation>unterbestimmt (nicht angegeben: %1): die Batch-Größe pro Decode-Worker ist unbekannt; gespeichert mit leeren Worker-Anzahlen (die Kalibrierung lässt den Lauf aus, Vorhersagen umfassen die plausiblen Worker-Anzahlen)</translation>
    </message>
    <message>
        <location filename="../app/core/import/importcommon.cpp" line="345"/>
        <source>underdetermined (not stated: %1): the batch per decode worker is unknown; stored with the worker counts empty and %2 GPUs as the least it used (calibration leaves the run out, predictions span the plausible worker counts)</source>
        <translation>unterbestimmt (nicht angegeben: %1): die Batch-Größe pro Decode-Worker ist unbekannt; gespeichert mit leeren Worker-Anzahlen und %2 GPUs als Mindestzahl, die er nutzte (die Kalibrierung lässt den Lauf aus, Vorhersagen umfassen die plausiblen Worker-Anzahlen)</translation>
    </message>
    <message>
        <location filename="../app/core/import/importcommon.cpp" line="392"/>
        <source>no latency or throughput measured</source>
        <translation>weder Latenz noch Durchsatz gemessen</translation>
    </message>
    <message>
        <location filename="../app/core/import/importcommon.cpp" line="408"/>
        <source>TPOT: the file gives the median, not the mean; calibration uses the median</source>
        <translation>TPOT: die Datei gibt den Median an, nicht den Mittelwert; die Kalibrierung verwendet den Median</translation>
    </message>
    <message>
        <location filename="../app/core/import/importcommon.cpp" line="411"/>
        <source>TTFT: the file gives the median, not the mean; calibration uses the median</source>
        <translation>TTFT: die Datei gibt den Median an, nicht den Mittelwert; die Kalibrierung verwendet den Median</translation>
    </message>
    <message>
        <location filename="../app/core/import/importcommon.cpp" line="414"/>
        <source>no TPOT in the file: calibration cannot use this run for decode speed</source>
        <translation>kein TPOT in der Datei: die Kalibrierung kann diesen Lauf nicht für die Decode-Geschwindigkeit verwenden</translation>
    </message>
    <message>
        <location filename="../app/core/import/importcommon.cpp" line="448"/>
        <location filename="../app/core/import/importcommon.cpp" line="481"/>
        <source>&quot;%1&quot; is not finite</source>
        <translation>&quot;%1&quot; ist nicht endlich</translation>
    </message>
    <message>
        <location filename="../app/core/import/importcommon.cpp" line="460"/>
        <source>&quot;%1&quot; is not a number</source>
        <translation>&quot;%1&quot; ist keine Zahl</translation>
    </message>
    <message>
        <location filename="../app/core/import/importcommon.cpp" line="472"/>
        <source>not finite</source>
        <translation>nicht endlich</translation>
    </message>
    <message>
        <location filename="../app/core/import/importcommon.cpp" line="489"/>
        <source>not a number</source>
        <translation>keine Zahl</translation>
    </message>
    <message>
        <location filename="../app/core/import/importcommon.cpp" line="500"/>
        <source>&quot;%1&quot; must be a number</source>
        <translation>&quot;%1&quot; muss eine Zahl sein</translation>
    </message>
    <message>
        <location filename="../app/core/import/importcommon.cpp" line="505"/>
        <location filename="../app/core/import/mlperf.cpp" line="149"/>
        <location filename="../app/core/import/trtllmbench.cpp" line="50"/>
        <source>&quot;%1&quot;: %2</source>
        <translation>&quot;%1&quot;: %2</translation>
    </message>
    <message>
        <location filename="../app/core/import/importcommon.cpp" line="530"/>
        <source>&quot;%1&quot; must be a string</source>
        <translation>&quot;%1&quot; muss eine Zeichenkette sein</translation>
    </message>
    <message>
        <location filename="../app/core/import/inferencex.cpp" line="48"/>
        <location filename="../app/core/import/trtllmbench.cpp" line="64"/>
        <source>&quot;%1&quot; must be a whole number in [1, 1e6], not %2</source>
        <translation>&quot;%1&quot; muss eine ganze Zahl in [1, 1e6] sein, nicht %2</translation>
    </message>
    <message>
        <location filename="../app/core/import/inferencex.cpp" line="66"/>
        <source>no parallel plan (&quot;tp&quot;)</source>
        <translation>kein Parallelisierungsplan (&quot;tp&quot;)</translation>
    </message>
    <message>
        <location filename="../app/core/import/inferencex.cpp" line="80"/>
        <source>no parallel plan (&quot;%1tp&quot;)</source>
        <translation>kein Parallelisierungsplan (&quot;%1tp&quot;)</translation>
    </message>
    <message>
        <location filename="../app/core/import/inferencex.cpp" line="154"/>
        <source>negative latency (%1 ms)</source>
        <translation>negative Latenz (%1 ms)</translation>
    </message>
    <message>
        <location filename="../app/core/import/inferencex.cpp" line="157"/>
        <source>every latency is zero or missing (a failed run)</source>
        <translation>jede Latenz ist null oder fehlt (ein fehlgeschlagener Lauf)</translation>
    </message>
    <message>
        <location filename="../app/core/import/inferencex.cpp" line="174"/>
        <source>negative throughput</source>
        <translation>negativer Durchsatz</translation>
    </message>
    <message>
        <location filename="../app/core/import/inferencex.cpp" line="176"/>
        <location filename="../app/core/import/profileexport.cpp" line="105"/>
        <location filename="../app/core/import/servemetrics.cpp" line="106"/>
        <source>output throughput is zero (a failed run)</source>
        <translation>Ausgabedurchsatz ist null (ein fehlgeschlagener Lauf)</translation>
    </message>
    <message>
        <location filename="../app/core/import/inferencex.cpp" line="204"/>
        <source>InferenceX aggregate</source>
        <translation>InferenceX-Aggregat</translation>
    </message>
    <message>
        <location filename="../app/core/import/llmperf.cpp" line="55"/>
        <source>no request completed (%1 errors): a failed run</source>
        <translation>keine Anfrage abgeschlossen (%1 Fehler): ein fehlgeschlagener Lauf</translation>
    </message>
    <message>
        <location filename="../app/core/import/llmperf.cpp" line="56"/>
        <location filename="../app/core/import/servemetrics.cpp" line="37"/>
        <source>no request completed: a failed run</source>
        <translation>keine Anfrage abgeschlossen: ein fehlgeschlagener Lauf</translation>
    </message>
    <message>
        <location filename="../app/core/import/llmperf.cpp" line="78"/>
        <source>TPOT derived from the mean e2e latency, TTFT and output length</source>
        <translation>TPOT aus mittlerer E2E-Latenz, TTFT und Ausgabelänge abgeleitet</translation>
    </message>
    <message>
        <location filename="../app/core/import/mlperf.cpp" line="112"/>
        <source>an MLPerf compliance (audit) rerun, not a performance result</source>
        <translation>ein MLPerf-Compliance-Wiederholungslauf (Audit), kein Leistungsergebnis</translation>
    </message>
    <message>
        <location filename="../app/core/import/mlperf.cpp" line="124"/>
        <source>an MLPerf summary without &quot;Scenario :&quot;</source>
        <translation>eine MLPerf-Zusammenfassung ohne &quot;Scenario :&quot;</translation>
    </message>
    <message>
        <location filename="../app/core/import/mlperf.cpp" line="128"/>
        <source>an MLPerf %1 run, not a performance run</source>
        <translation>ein MLPerf-%1-Lauf, kein Leistungslauf</translation>
    </message>
    <message>
        <location filename="../app/core/import/mlperf.cpp" line="135"/>
        <source>the MLPerf summary gives no result (&quot;Result is :&quot;)</source>
        <translation>die MLPerf-Zusammenfassung nennt kein Ergebnis (&quot;Result is :&quot;)</translation>
    </message>
    <message>
        <location filename="../app/core/import/mlperf.cpp" line="136"/>
        <source>LoadGen marked the run %1: not a valid measurement</source>
        <translation>LoadGen hat den Lauf als %1 markiert: keine gültige Messung</translation>
    </message>
    <message>
        <location filename="../app/core/import/mlperf.cpp" line="189"/>
        <source>MLPerf %1 scenario</source>
        <translation>MLPerf-Szenario %1</translation>
    </message>
    <message>
        <location filename="../app/core/import/mlperf.cpp" line="191"/>
        <source>; SUT %1</source>
        <translation>; SUT %1</translation>
    </message>
    <message>
        <location filename="../app/core/import/nonruns.cpp" line="24"/>
        <source>an SGLang bench_one_batch_server result: the latency of one static batch, not a serving benchmark (import bench_serving results instead)</source>
        <translation>ein SGLang-bench_one_batch_server-Ergebnis: die Latenz eines statischen Batches, kein Serving-Benchmark (importieren Sie stattdessen bench_serving-Ergebnisse)</translation>
    </message>
    <message>
        <location filename="../app/core/import/nonruns.cpp" line="42"/>
        <source>one request of vLLM&apos;s multi-turn benchmark statistics (no run summary, model or date): not a run</source>
        <translation>eine Anfrage der Multi-Turn-Benchmark-Statistik von vLLM (keine Laufzusammenfassung, kein Modell, kein Datum): kein Lauf</translation>
    </message>
    <message>
        <location filename="../app/core/import/nonruns.cpp" line="58"/>
        <source>an AIPerf multi-run aggregate (confidence statistics over runs, no model or configuration): import each run&apos;s profile_export_aiperf.json instead</source>
        <translation>ein AIPerf-Multi-Run-Aggregat (Konfidenzstatistik über Läufe, kein Modell, keine Konfiguration): importieren Sie stattdessen die profile_export_aiperf.json jedes Laufs</translation>
    </message>
    <message>
        <location filename="../app/core/import/profilecsv.cpp" line="76"/>
        <source>model and concurrency from %1 beside it</source>
        <translation>Modell und Concurrency aus %1 daneben</translation>
    </message>
    <message>
        <location filename="../app/core/import/profilecsv.cpp" line="93"/>
        <source>model and concurrency from the GenAI-Perf artifact folder name %1</source>
        <translation>Modell und Concurrency aus dem Namen des GenAI-Perf-Artefaktordners %1</translation>
    </message>
    <message>
        <location filename="../app/core/import/profilecsv.cpp" line="143"/>
        <source>line %1: %2 %3: %4</source>
        <translation>Zeile %1: %2 %3: %4</translation>
    </message>
    <message>
        <location filename="../app/core/import/profilecsv.cpp" line="159"/>
        <source>an AIPerf/GenAI-Perf CSV without metrics</source>
        <translation>eine AIPerf/GenAI-Perf-CSV ohne Metriken</translation>
    </message>
    <message>
        <location filename="../app/core/import/profileexport.cpp" line="17"/>
        <source>a cancelled run (was_cancelled is true): not a valid measurement</source>
        <translation>ein abgebrochener Lauf (was_cancelled ist true): keine gültige Messung</translation>
    </message>
    <message>
        <location filename="../app/core/import/profileexport.cpp" line="23"/>
        <source>core metrics missing (time_to_first_token, request_latency, inter_token_latency): a cancelled or failed run</source>
        <translation>Kernmetriken fehlen (time_to_first_token, request_latency, inter_token_latency): ein abgebrochener oder fehlgeschlagener Lauf</translation>
    </message>
    <message>
        <location filename="../app/core/import/profileexport.cpp" line="30"/>
        <source>no request completed (request_count 0): a failed run</source>
        <translation>keine Anfrage abgeschlossen (request_count 0): ein fehlgeschlagener Lauf</translation>
    </message>
    <message>
        <location filename="../app/core/import/profileexport.cpp" line="34"/>
        <source>a non-streaming run: no TTFT or TPOT</source>
        <translation>ein Lauf ohne Streaming: kein TTFT oder TPOT</translation>
    </message>
    <message>
        <location filename="../app/core/import/profileexport.cpp" line="50"/>
        <source>%1 has the unit &quot;%2&quot;, not a time</source>
        <translation>%1 hat die Einheit &quot;%2&quot;, keine Zeit</translation>
    </message>
    <message>
        <location filename="../app/core/import/profileexport.cpp" line="91"/>
        <location filename="../app/core/import/servemetrics.cpp" line="76"/>
        <source>every latency is zero (a failed run)</source>
        <translation>jede Latenz ist null (ein fehlgeschlagener Lauf)</translation>
    </message>
    <message>
        <location filename="../app/core/import/profileexport.cpp" line="94"/>
        <source>a latency is not positive (%1 ms)</source>
        <translation>eine Latenz ist nicht positiv (%1 ms)</translation>
    </message>
    <message>
        <location filename="../app/core/import/profileexport.cpp" line="102"/>
        <source>a throughput is negative or not finite</source>
        <translation>ein Durchsatz ist negativ oder nicht endlich</translation>
    </message>
    <message>
        <location filename="../app/core/import/registry.cpp" line="61"/>
        <source>not a recognised benchmark result (no vLLM/SGLang mean_ttft_ms or mean_tpot_ms, no AIPerf/GenAI-Perf metrics, no InferenceX tput_per_gpu, no LLMPerf results_*)</source>
        <translation>kein erkanntes Benchmark-Ergebnis (kein vLLM/SGLang-mean_ttft_ms oder -mean_tpot_ms, keine AIPerf/GenAI-Perf-Metriken, kein InferenceX-tput_per_gpu, keine LLMPerf-results_*)</translation>
    </message>
    <message>
        <location filename="../app/core/import/registry.cpp" line="95"/>
        <source>element %1</source>
        <translation>Element %1</translation>
    </message>
    <message>
        <location filename="../app/core/import/registry.cpp" line="99"/>
        <location filename="../app/core/import/registry.cpp" line="141"/>
        <source>not a JSON object</source>
        <translation>kein JSON-Objekt</translation>
    </message>
    <message>
        <location filename="../app/core/import/registry.cpp" line="106"/>
        <source>an empty JSON array: holds no benchmark result</source>
        <translation>ein leeres JSON-Array: enthält kein Benchmark-Ergebnis</translation>
    </message>
    <message>
        <location filename="../app/core/import/registry.cpp" line="117"/>
        <source>not valid JSON (truncated?) at offset %1: %2</source>
        <translation>kein gültiges JSON (abgeschnitten?) an Offset %1: %2</translation>
    </message>
    <message>
        <location filename="../app/core/import/registry.cpp" line="140"/>
        <source>not valid JSON (truncated?): %1</source>
        <translation>kein gültiges JSON (abgeschnitten?): %1</translation>
    </message>
    <message>
        <location filename="../app/core/import/registry.cpp" line="148"/>
        <location filename="../app/core/import/registry.cpp" line="293"/>
        <source>holds no benchmark result</source>
        <translation>enthält kein Benchmark-Ergebnis</translation>
    </message>
    <message>
        <location filename="../app/core/import/registry.cpp" line="164"/>
        <location filename="../app/core/import/registry.cpp" line="342"/>
        <source>larger than 200 MB; refused</source>
        <translation>größer als 200 MB; abgelehnt</translation>
    </message>
    <message>
        <location filename="../app/core/import/registry.cpp" line="170"/>
        <source>an SQLite database; merge it as a history database</source>
        <translation>eine SQLite-Datenbank; führen Sie sie als Verlaufsdatenbank zusammen</translation>
    </message>
    <message>
        <location filename="../app/core/import/registry.cpp" line="177"/>
        <source>a binary file, not a benchmark result</source>
        <translation>eine Binärdatei, kein Benchmark-Ergebnis</translation>
    </message>
    <message>
        <location filename="../app/core/import/registry.cpp" line="188"/>
        <source>empty file</source>
        <translation>leere Datei</translation>
    </message>
    <message>
        <location filename="../app/core/import/registry.cpp" line="255"/>
        <source>not a recognised benchmark result (expected vLLM, SGLang, AIPerf, GenAI-Perf, InferenceX or LLMPerf JSON, an AIPerf/GenAI-Perf CSV, an MLPerf LoadGen summary, or a CSV of runs)</source>
        <translation>kein erkanntes Benchmark-Ergebnis (erwartet: vLLM-, SGLang-, AIPerf-, GenAI-Perf-, InferenceX- oder LLMPerf-JSON, eine AIPerf/GenAI-Perf-CSV, eine MLPerf-LoadGen-Zusammenfassung oder eine CSV mit Läufen)</translation>
    </message>
    <message>
        <location filename="../app/core/import/registry.cpp" line="299"/>
        <source>no usable record (%1 refused; first: %2)</source>
        <translation>kein verwendbarer Datensatz (%1 abgelehnt; erster: %2)</translation>
    </message>
    <message>
        <location filename="../app/core/import/registry.cpp" line="321"/>
        <source>no such file</source>
        <translation>keine solche Datei</translation>
    </message>
    <message>
        <location filename="../app/core/import/registry.cpp" line="326"/>
        <source>is a directory</source>
        <translation>ist ein Verzeichnis</translation>
    </message>
    <message>
        <location filename="../app/core/import/registry.cpp" line="328"/>
        <source>a named pipe, not a file: only regular files are read</source>
        <translation>eine Named Pipe, keine Datei: nur reguläre Dateien werden gelesen</translation>
    </message>
    <message>
        <location filename="../app/core/import/registry.cpp" line="331"/>
        <source>a device, not a file: only regular files are read</source>
        <translation>ein Gerät, keine Datei: nur reguläre Dateien werden gelesen</translation>
    </message>
    <message>
        <location filename="../app/core/import/registry.cpp" line="333"/>
        <source>not a regular file: only regular files are read</source>
        <translation>keine reguläre Datei: nur reguläre Dateien werden gelesen</translation>
    </message>
    <message>
        <location filename="../app/core/import/registry.cpp" line="337"/>
        <location filename="../app/core/import/registry.cpp" line="345"/>
        <source>cannot read: %1</source>
        <translation>Lesen nicht möglich: %1</translation>
    </message>
    <message>
        <location filename="../app/core/import/registry.cpp" line="373"/>
        <source>%1: larger than 200 MB; refused</source>
        <translation>%1: größer als 200 MB; abgelehnt</translation>
    </message>
    <message>
        <location filename="../app/core/import/servemetrics.cpp" line="14"/>
        <source>%1 = %2 is outside [0, %3]</source>
        <translation>%1 = %2 liegt außerhalb von [0, %3]</translation>
    </message>
    <message>
        <location filename="../app/core/import/servemetrics.cpp" line="36"/>
        <source>no request completed (%1 failed): a failed run</source>
        <translation>keine Anfrage abgeschlossen (%1 fehlgeschlagen): ein fehlgeschlagener Lauf</translation>
    </message>
    <message>
        <location filename="../app/core/import/servemetrics.cpp" line="40"/>
        <source>&quot;completed&quot; = %1 is not a whole number of requests</source>
        <translation>&quot;completed&quot; = %1 ist keine ganze Anzahl von Anfragen</translation>
    </message>
    <message>
        <location filename="../app/core/import/servemetrics.cpp" line="93"/>
        <source>TPOT derived from e2e latency and TTFT is not positive</source>
        <translation>aus E2E-Latenz und TTFT abgeleiteter TPOT ist nicht positiv</translation>
    </message>
    <message>
        <location filename="../app/core/import/servemetrics.cpp" line="110"/>
        <source>input tokens per request</source>
        <translation>Eingabe-Tokens pro Anfrage</translation>
    </message>
    <message>
        <location filename="../app/core/import/servemetrics.cpp" line="112"/>
        <source>output tokens per request</source>
        <translation>Ausgabe-Tokens pro Anfrage</translation>
    </message>
    <message>
        <location filename="../app/core/import/sglang.cpp" line="125"/>
        <source>server_info of one %1 server only</source>
        <translation>server_info nur eines %1-Servers</translation>
    </message>
    <message>
        <location filename="../app/core/import/sglang.cpp" line="149"/>
        <location filename="../app/core/import/vllm.cpp" line="96"/>
        <source>no TTFT or TPOT (mean or median)</source>
        <translation>kein TTFT oder TPOT (Mittelwert oder Median)</translation>
    </message>
    <message>
        <location filename="../app/core/import/sglang.cpp" line="156"/>
        <source>&quot;max_concurrency&quot; must be positive, not %1</source>
        <translation>&quot;max_concurrency&quot; muss positiv sein, nicht %1</translation>
    </message>
    <message>
        <location filename="../app/core/import/sglang.cpp" line="197"/>
        <source>tag %1</source>
        <translation>Tag %1</translation>
    </message>
    <message>
        <location filename="../app/core/import/vllm.cpp" line="78"/>
        <source>a pooling (embedding) benchmark, not a generation run</source>
        <translation>ein Pooling-Benchmark (Embedding), kein Generierungslauf</translation>
    </message>
    <message>
        <location filename="../app/core/import/vllm.cpp" line="85"/>
        <source>benchmark_outcome.status is &quot;failed&quot;%1: not a valid measurement</source>
        <translation>benchmark_outcome.status ist &quot;failed&quot;%1: keine gültige Messung</translation>
    </message>
    <message>
        <location filename="../app/core/import/vllm.cpp" line="107"/>
        <source>&quot;%1&quot; must be positive, not %2</source>
        <translation>&quot;%1&quot; muss positiv sein, nicht %2</translation>
    </message>
    <message>
        <location filename="../app/core/import/vllm.cpp" line="138"/>
        <source>label %1</source>
        <translation>Label %1</translation>
    </message>
    <message>
        <location filename="../app/core/import/vllm.cpp" line="153"/>
        <source>a PyTorch-benchmark sidecar (*.pytorch.json) of a vLLM result: it repeats single metrics; import the result file beside it</source>
        <translation>ein PyTorch-Benchmark-Begleitfile (*.pytorch.json) eines vLLM-Ergebnisses: es wiederholt einzelne Metriken; importieren Sie die Ergebnisdatei daneben</translation>
    </message>
</context>
<context>
    <name>moeplan::core::InputErrorText</name>
    <message>
        <location filename="../app/core/inputerror.cpp" line="15"/>
        <location filename="../app/core/inputerror.cpp" line="20"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>moeplan::core::Messages</name>
    <message>
        <location filename="../app/core/messages.cpp" line="22"/>
        <source>%1 is empty</source>
        <translation>%1 ist leer</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="24"/>
        <source>%1 = %2 %3 is outside (%4, %5] %3</source>
        <translation>%1 = %2 %3 liegt außerhalb von (%4, %5] %3</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="26"/>
        <source>%1 = %2 %3 is not above %4 %3, the least the model takes</source>
        <translation>%1 = %2 %3 liegt nicht über %4 %3, dem Mindestwert des Modells</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="29"/>
        <source>%1 = %2 %3 is below the BF16 peak (%4 %3); dense peaks grow as precision narrows</source>
        <translation>%1 = %2 %3 liegt unter dem BF16-Spitzenwert (%4 %3); dichte Spitzenwerte steigen mit geringerer Genauigkeit</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="33"/>
        <source>%1 = %2 %3 is below the FP8/BF16 peak (%4 %3)</source>
        <translation>%1 = %2 %3 liegt unter dem FP8/BF16-Spitzenwert (%4 %3)</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="36"/>
        <source>%1 = %2 %3 is outside [%4, %5] %3</source>
        <translation>%1 = %2 %3 liegt außerhalb von [%4, %5] %3</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="38"/>
        <source>%1 must cite at least one source</source>
        <translation>%1 muss mindestens eine Quelle nennen</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="40"/>
        <source>%1 must be positive (got %2)</source>
        <translation>%1 muss positiv sein (erhalten: %2)</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="42"/>
        <source>%1 must not be negative (got %2)</source>
        <translation>%1 darf nicht negativ sein (erhalten: %2)</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="44"/>
        <source>%1 must be between 0 and layers (got %2)</source>
        <translation>%1 muss zwischen 0 und layers liegen (erhalten: %2)</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="46"/>
        <source>%1: MLA attention needs kv_lora_rank and v_head_dim</source>
        <translation>%1: MLA-Attention benötigt kv_lora_rank und v_head_dim</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="48"/>
        <source>%1: GQA attention needs kv_heads and head_dim</source>
        <translation>%1: GQA-Attention benötigt kv_heads und head_dim</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="50"/>
        <source>%1 = %2 exceeds attention.heads</source>
        <translation>%1 = %2 übersteigt attention.heads</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="52"/>
        <source>%1: MoE layers need experts and expert_ffn</source>
        <translation>%1: MoE-Schichten benötigen experts und expert_ffn</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="54"/>
        <source>%1 = %2 must be in [1, experts]</source>
        <translation>%1 = %2 muss in [1, experts] liegen</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="56"/>
        <source>%1: dense layers need dense_ffn</source>
        <translation>%1: dichte Schichten benötigen dense_ffn</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="58"/>
        <source>%1 must offer at least one precision</source>
        <translation>%1 muss mindestens eine Genauigkeit anbieten</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="60"/>
        <source>%1 is not among the offered precisions</source>
        <translation>%1 ist keine der angebotenen Genauigkeiten</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="62"/>
        <source>%1 must be in (0, 4] bytes</source>
        <translation>%1 muss in (0, 4] Byte liegen</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="64"/>
        <source>%1 = %2 %3 disagrees by more than 25% with the %4 %3 its architecture fields add up to</source>
        <translation>%1 = %2 %3 weicht um mehr als 25 % von den %4 %3 ab, die sich aus den Architekturfeldern ergeben</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="76"/>
        <source>prefill workers</source>
        <translation>Prefill-Worker</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="78"/>
        <source>decode workers</source>
        <translation>Decode-Worker</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="80"/>
        <source>a plan that holds the weights, which the stated one cannot</source>
        <translation>ein Plan, der die Gewichte hält, was der angegebene nicht kann</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="85"/>
        <source>batch per worker</source>
        <translation>Batch pro Worker</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="87"/>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="89"/>
        <source>%1, %2 and %3</source>
        <translation>%1, %2 und %3</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="99"/>
        <source>GPU count must be between 1 and %2 (got %1)</source>
        <translation>die GPU-Anzahl muss zwischen 1 und %2 liegen (erhalten: %1)</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="103"/>
        <source>batch must be between 1 and %2 (got %1)</source>
        <translation>Batch muss zwischen 1 und %2 liegen (erhalten: %1)</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="107"/>
        <source>the plan needs %1 GPUs but only %2 are given</source>
        <translation>der Plan benötigt %1 GPUs, aber nur %2 sind angegeben</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="111"/>
        <source>%1 GPUs cannot be used by a plan of %2 GPUs: the count must be a multiple of %2</source>
        <translation>%1 GPUs können nicht von einem Plan mit %2 GPUs genutzt werden: die Anzahl muss ein Vielfaches von %2 sein</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="117"/>
        <source>invalid parallel plan: tp %1 must be at least 1 and divide ep %2</source>
        <translation>ungültiger Parallelisierungsplan: tp %1 muss mindestens 1 sein und ep %2 teilen</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="121"/>
        <source>acceptance length must be at least 1.0 (got %1)</source>
        <translation>die Akzeptanzlänge muss mindestens 1.0 sein (erhalten: %1)</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="123"/>
        <source>acceptance length %1 exceeds draft tokens + 1 = %2</source>
        <translation>Akzeptanzlänge %1 übersteigt Draft-Tokens + 1 = %2</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="127"/>
        <source>draft tokens must be between 0 and 64 (got %1)</source>
        <translation>Draft-Tokens müssen zwischen 0 und 64 liegen (erhalten: %1)</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="129"/>
        <source>isl and osl must be between 1 and 10000000 tokens (got isl %1, osl %2)</source>
        <translation>isl und osl müssen zwischen 1 und 10000000 Tokens liegen (erhalten: isl %1, osl %2)</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="134"/>
        <source>unknown model (see `moeplan-cli catalog`)</source>
        <translation>unbekanntes Modell (siehe `moeplan-cli catalog`)</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="136"/>
        <source>unknown GPU kind (see `moeplan-cli catalog`)</source>
        <translation>unbekannter GPU-Typ (siehe `moeplan-cli catalog`)</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="138"/>
        <source>precision not offered for this model (see `moeplan-cli catalog`)</source>
        <translation>Genauigkeit für dieses Modell nicht angeboten (siehe `moeplan-cli catalog`)</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="140"/>
        <source>topology nvl72 needs a GPU kind with a 72-GPU NVLink domain (this one has %1)</source>
        <translation>Topologie nvl72 benötigt einen GPU-Typ mit 72-GPU-NVLink-Domäne (dieser hat %1)</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="144"/>
        <source>NIC speed must be a positive number of Gb/s (got %1)</source>
        <translation>die NIC-Geschwindigkeit muss eine positive Anzahl Gb/s sein (erhalten: %1)</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="146"/>
        <source>calibration parameter out of range (got %1, limit %2)</source>
        <translation>Kalibrierparameter außerhalb des Bereichs (erhalten: %1, Grenze %2)</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="150"/>
        <source>the model produced no finite result for this scenario</source>
        <translation>das Modell lieferte für dieses Szenario kein endliches Ergebnis</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="152"/>
        <source>sizing target out of range (got %1): the target tokens/s must be positive, the per-user floor and the TTFT limit zero or more</source>
        <translation>Dimensionierungsziel außerhalb des Bereichs (erhalten: %1): die Ziel-tokens/s müssen positiv sein, die Untergrenze pro Benutzer und die TTFT-Grenze null oder mehr</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="157"/>
        <source>unknown error</source>
        <translation>unbekannter Fehler</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="164"/>
        <source>does not fit in GPU memory</source>
        <translation>passt nicht in den GPU-Speicher</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="166"/>
        <source>the GPU has no tensor cores for this precision; it runs at a wider one</source>
        <translation>die GPU hat keine Tensor Cores für diese Genauigkeit; sie läuft mit einer breiteren</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="169"/>
        <source>an NVL72 GPU kind placed in 8-GPU HGX nodes is hypothetical</source>
        <translation>ein NVL72-GPU-Typ in 8-GPU-HGX-Knoten ist hypothetisch</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="171"/>
        <source>fewer sequences than attention data-parallel ranks: some ranks idle</source>
        <translation>weniger Sequenzen als Attention-Data-Parallel-Ranks: einige Ranks sind untätig</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="173"/>
        <source>a collective spans NVLink domains over InfiniBand</source>
        <translation>ein Collective überspannt NVLink-Domänen über InfiniBand</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="175"/>
        <source>draft tokens with acceptance length 1.0 cost time and earn nothing</source>
        <translation>Draft-Tokens mit Akzeptanzlänge 1.0 kosten Zeit und bringen nichts</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="177"/>
        <source>tensor parallelism exceeds the KV heads: KV cache is replicated</source>
        <translation>Tensor-Parallelität übersteigt die KV-Heads: der KV-Cache wird repliziert</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="179"/>
        <source>the prefill pool cannot keep up: clients wait for their first token and the decode batch runs below its size</source>
        <translation>der Prefill-Pool kommt nicht nach: Clients warten auf ihr erstes Token, und der Decode-Batch bleibt unter seiner Größe</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="191"/>
        <source>Attention</source>
        <translation>Attention</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="193"/>
        <source>Dense &amp; shared weights</source>
        <translation>Dense- und Shared-Gewichte</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="195"/>
        <source>Routed experts</source>
        <translation>Geroutete Experten</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="197"/>
        <source>Prefill chunks</source>
        <translation>Prefill-Chunks</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="199"/>
        <source>TP collectives</source>
        <translation>TP-Collectives</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="201"/>
        <source>EP dispatch/combine</source>
        <translation>EP-Dispatch/Combine</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="203"/>
        <source>Drafter</source>
        <translation>Drafter</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="205"/>
        <source>Fixed overhead</source>
        <translation>Fester Overhead</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="216"/>
        <source>compute</source>
        <translation>Rechenleistung</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="218"/>
        <source>memory bandwidth</source>
        <translation>Speicherbandbreite</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="220"/>
        <source>interconnect</source>
        <translation>Interconnect</translation>
    </message>
    <message>
        <location filename="../app/core/messages.cpp" line="222"/>
        <source>fixed overhead</source>
        <translation>fester Overhead</translation>
    </message>
</context>
<context>
    <name>moeplan::core::PlannerDocument</name>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="85"/>
        <source>model &quot;%1&quot; (shown as %2)</source>
        <translation>Modell &quot;%1&quot; (angezeigt als %2)</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="92"/>
        <source>GPU kind &quot;%1&quot; (shown as %2)</source>
        <translation>GPU-Typ &quot;%1&quot; (angezeigt als %2)</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="97"/>
        <source>precision &quot;%1&quot; (shown at the default precision)</source>
        <translation>Genauigkeit &quot;%1&quot; (angezeigt mit der Standardgenauigkeit)</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="104"/>
        <source>%1: names %2, which this machine&apos;s catalog does not have</source>
        <translation>%1: nennt %2, was der Katalog dieses Rechners nicht enthält</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="105"/>
        <location filename="../app/core/plannerdocument.cpp" line="114"/>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="110"/>
        <source>%1 names %2, which this machine&apos;s catalog does not have (a user catalog entry from another machine?). It is open as an untitled copy; add the entry (Model &gt; Add from config.json..., GPU &gt; New GPU kind...) and open the file again to see it as saved.</source>
        <translation>%1 nennt %2, was der Katalog dieses Rechners nicht enthält (ein Benutzerkatalogeintrag von einem anderen Rechner?). Die Datei ist als unbenannte Kopie geöffnet; fügen Sie den Eintrag hinzu (Modell &gt; Aus config.json hinzufügen..., GPU &gt; Neuer GPU-Typ...) und öffnen Sie die Datei erneut, um sie wie gespeichert zu sehen.</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="204"/>
        <source>GPU count %1</source>
        <translation>GPU-Anzahl %1</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="215"/>
        <source>Topology %1</source>
        <translation>Topologie %1</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="227"/>
        <source>Acceptance length %1</source>
        <translation>Akzeptanzlänge %1</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="236"/>
        <source>Draft tokens %1</source>
        <translation>Draft-Tokens %1</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="243"/>
        <source>Batch %1</source>
        <translation>Batch %1</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="258"/>
        <source>Model %1</source>
        <translation>Modell %1</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="274"/>
        <source>GPU kind %1</source>
        <translation>GPU-Typ %1</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="282"/>
        <source>NIC %1 Gb/s</source>
        <translation>NIC %1 Gb/s</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="282"/>
        <source>NIC speed of the GPU kind</source>
        <translation>NIC-Geschwindigkeit des GPU-Typs</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="314"/>
        <source>Plan: best</source>
        <translation>Plan: bester</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="320"/>
        <source>Plan: TP</source>
        <translation>Plan: TP</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="326"/>
        <source>Plan: EP</source>
        <translation>Plan: EP</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="332"/>
        <source>Plan: TP-8 replicas</source>
        <translation>Plan: TP-8-Replikate</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="350"/>
        <source>TP size: disaggregated serving sets the TP size of each pool.</source>
        <translation>TP-Größe: disaggregiertes Serving legt die TP-Größe jedes Pools fest.</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="352"/>
        <source>TP size %1 is out of range (1 to %2).</source>
        <translation>TP-Größe %1 liegt außerhalb des Bereichs (1 bis %2).</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="362"/>
        <source>TP size %1 x %2 replicas needs %3 GPUs, more than %4.</source>
        <translation>TP-Größe %1 x %2 Replikate benötigt %3 GPUs, mehr als %4.</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="372"/>
        <source>TP size %1 must divide the EP size %2 (the DP-attention width is EP / TP).</source>
        <translation>TP-Größe %1 muss die EP-Größe %2 teilen (die DP-Attention-Breite ist EP / TP).</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="377"/>
        <source>TP %1</source>
        <translation>TP %1</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="385"/>
        <source>EP size: disaggregated serving sets the EP size of each pool.</source>
        <translation>EP-Größe: disaggregiertes Serving legt die EP-Größe jedes Pools fest.</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="387"/>
        <source>EP size applies to the EP + DP attention plan; this plan has no expert parallelism.</source>
        <translation>Die EP-Größe gilt für den Plan EP + DP-Attention; dieser Plan hat keine Expert-Parallelität.</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="390"/>
        <source>EP size %1 is out of range (1 to %2).</source>
        <translation>EP-Größe %1 liegt außerhalb des Bereichs (1 bis %2).</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="392"/>
        <source>EP size %1 must be a multiple of the TP size %2.</source>
        <translation>EP-Größe %1 muss ein Vielfaches der TP-Größe %2 sein.</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="395"/>
        <source>EP size %1 x %2 replicas needs %3 GPUs, more than %4.</source>
        <translation>EP-Größe %1 x %2 Replikate benötigt %3 GPUs, mehr als %4.</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="403"/>
        <source>EP %1</source>
        <translation>EP %1</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="411"/>
        <source>DP-attention width: disaggregated serving sets it for each pool.</source>
        <translation>DP-Attention-Breite: disaggregiertes Serving legt sie für jeden Pool fest.</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="414"/>
        <source>DP attention applies to the EP + DP attention plan; this plan has one attention copy per replica.</source>
        <translation>DP-Attention gilt für den Plan EP + DP-Attention; dieser Plan hat eine Attention-Kopie pro Replikat.</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="417"/>
        <source>DP-attention width %1 is out of range (1 to %2).</source>
        <translation>DP-Attention-Breite %1 liegt außerhalb des Bereichs (1 bis %2).</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="421"/>
        <source>TP %1 x DP %2 x %3 replicas needs %4 GPUs, more than %5.</source>
        <translation>TP %1 x DP %2 x %3 Replikate benötigt %4 GPUs, mehr als %5.</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="430"/>
        <source>DP attention %1</source>
        <translation>DP-Attention %1</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="438"/>
        <source>Replicas: disaggregated serving sets the worker count of each pool.</source>
        <translation>Replikate: disaggregiertes Serving legt die Worker-Anzahl jedes Pools fest.</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="441"/>
        <source>Replicas: the plan&apos;s TP size does not divide its EP size.</source>
        <translation>Replikate: die TP-Größe des Plans teilt seine EP-Größe nicht.</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="443"/>
        <source>%1 replicas of %2 GPUs is out of range (1 to %3 GPUs).</source>
        <translation>%1 Replikate zu %2 GPUs liegen außerhalb des Bereichs (1 bis %3 GPUs).</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="451"/>
        <source>Replicas %1</source>
        <translation>Replikate %1</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="465"/>
        <source>Aggregated serving</source>
        <translation>Aggregiertes Serving</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="471"/>
        <source>Disaggregated serving: the plan&apos;s TP size does not divide its EP size.</source>
        <translation>Disaggregiertes Serving: die TP-Größe des Plans teilt seine EP-Größe nicht.</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="477"/>
        <source>Disaggregated serving needs a prefill worker of %1 GPUs beside the decode workers: %2 GPUs, more than %3. Choose a smaller plan first.</source>
        <translation>Disaggregiertes Serving benötigt neben den Decode-Workern einen Prefill-Worker mit %1 GPUs: %2 GPUs, mehr als %3. Wählen Sie zuerst einen kleineren Plan.</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="482"/>
        <source>Disaggregated serving</source>
        <translation>Disaggregiertes Serving</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="499"/>
        <source>Prefill pool</source>
        <translation>Prefill-Pool</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="499"/>
        <source>Decode pool</source>
        <translation>Decode-Pool</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="501"/>
        <source>%1: the pools apply to disaggregated serving.</source>
        <translation>%1: die Pools gelten für disaggregiertes Serving.</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="505"/>
        <source>%1: TP, DP, EP and workers must be 1 to %2.</source>
        <translation>%1: TP, DP, EP und Worker müssen 1 bis %2 sein.</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="507"/>
        <source>%1: batch per worker %2 is out of range (0 = the Batch setting, up to %3).</source>
        <translation>%1: Batch pro Worker %2 liegt außerhalb des Bereichs (0 = die Batch-Einstellung, bis %3).</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="513"/>
        <source>%1: TP %2 x DP %3 is more than %4 GPUs per worker.</source>
        <translation>%1: TP %2 x DP %3 sind mehr als %4 GPUs pro Worker.</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="524"/>
        <source>%1: EP size %2 must divide TP %3 x DP %4 = %5.</source>
        <translation>%1: EP-Größe %2 muss TP %3 x DP %4 = %5 teilen.</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="535"/>
        <source>%1: the pools would need %2 GPUs, more than %3.</source>
        <translation>%1: die Pools würden %2 GPUs benötigen, mehr als %3.</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="541"/>
        <source>Prefill pool %1 x %2 GPUs</source>
        <translation>Prefill-Pool %1 x %2 GPUs</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="542"/>
        <source>Decode pool %1 x %2 GPUs</source>
        <translation>Decode-Pool %1 x %2 GPUs</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="550"/>
        <source>Input length %1</source>
        <translation>Eingabelänge %1</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="557"/>
        <source>Output length %1</source>
        <translation>Ausgabelänge %1</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="564"/>
        <source>Precision %1</source>
        <translation>Genauigkeit %1</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="571"/>
        <source>Engine %1</source>
        <translation>Engine %1</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="578"/>
        <source>Calibration %1</source>
        <translation>Kalibrierung %1</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="588"/>
        <source>Pin scenario</source>
        <translation>Szenario anheften</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="588"/>
        <source>Unpin</source>
        <translation>Lösen</translation>
    </message>
    <message>
        <location filename="../app/core/plannerdocument.cpp" line="598"/>
        <source>Swap with pinned scenario</source>
        <translation>Mit angeheftetem Szenario tauschen</translation>
    </message>
</context>
<context>
    <name>moeplan::core::Planning</name>
    <message>
        <location filename="../app/core/planning.cpp" line="69"/>
        <source>datasheet (typical efficiencies, uncalibrated)</source>
        <translation>Datenblatt (typische Effizienzen, unkalibriert)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/planning.cpp" line="71"/>
        <source>%1 (fitted %2 on %Ln run(s), in-sample median TPOT error %3%)</source>
        <translation>
            <numerusform>%1 (angepasst %2 auf %Ln Lauf, In-Sample-Median-TPOT-Fehler %3%)</numerusform>
            <numerusform>%1 (angepasst %2 auf %Ln Läufen, In-Sample-Median-TPOT-Fehler %3%)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/core/planning.cpp" line="114"/>
        <source>ideal (datasheet peaks, overhead %1 ms)</source>
        <translation>ideal (Datenblatt-Spitzenwerte, Overhead %1 ms)</translation>
    </message>
    <message>
        <location filename="../app/core/planning.cpp" line="137"/>
        <source>calibrated: %1</source>
        <translation>kalibriert: %1</translation>
    </message>
    <message>
        <location filename="../app/core/planning.cpp" line="159"/>
        <source>transferred from %1</source>
        <translation>übertragen von %1</translation>
    </message>
    <message>
        <location filename="../app/core/planning.cpp" line="170"/>
        <source>profile %1</source>
        <translation>Profil %1</translation>
    </message>
    <message>
        <location filename="../app/core/planning.cpp" line="179"/>
        <source>unknown calibration profile &quot;%1&quot; (see moeplan-cli calibrate)</source>
        <translation>unbekanntes Kalibrierprofil &quot;%1&quot; (siehe moeplan-cli calibrate)</translation>
    </message>
    <message>
        <location filename="../app/core/planning.cpp" line="181"/>
        <source>calibration profile &quot;%1&quot; needs --db with calibration profiles</source>
        <translation>Kalibrierprofil &quot;%1&quot; benötigt --db mit Kalibrierprofilen</translation>
    </message>
    <message>
        <location filename="../app/core/planning.cpp" line="198"/>
        <source>; GPU kind %1 is the user&apos;s datasheet, never measured: its 80% interval is the one measured on GPU kinds held out of the fit</source>
        <translation>; GPU-Typ %1 ist das Datenblatt des Benutzers, nie gemessen: sein 80-%-Intervall ist das auf aus der Anpassung herausgehaltenen GPU-Typen gemessene</translation>
    </message>
    <message>
        <location filename="../app/core/planning.cpp" line="201"/>
        <source>; GPU kind %1 is the user&apos;s datasheet, never measured</source>
        <translation>; GPU-Typ %1 ist das Datenblatt des Benutzers, nie gemessen</translation>
    </message>
    <message>
        <location filename="../app/core/planning.cpp" line="207"/>
        <source>; model %1 is from the user catalog, with no fitted architecture offset</source>
        <translation>; Modell %1 stammt aus dem Benutzerkatalog, ohne angepassten Architektur-Offset</translation>
    </message>
    <message>
        <location filename="../app/core/planning.cpp" line="258"/>
        <source>; no profile of %1&apos;s own: one measured load of this deployment would correct the others</source>
        <translation>; kein eigenes Profil für %1: eine gemessene Last dieses Deployments würde die übrigen korrigieren</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/planning.cpp" line="280"/>
        <source>; corrected by this deployment&apos;s %Ln measured run(s) at other loads (TPOT ×%1, TTFT ×%2)</source>
        <translation>
            <numerusform>; korrigiert um den %Ln gemessenen Lauf dieses Deployments bei anderen Lasten (TPOT ×%1, TTFT ×%2)</numerusform>
            <numerusform>; korrigiert um die %Ln gemessenen Läufe dieses Deployments bei anderen Lasten (TPOT ×%1, TTFT ×%2)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/core/planning.cpp" line="390"/>
        <source>%1 has no %2 form</source>
        <translation>%1 hat keine Form %2</translation>
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
        <translation>unbekanntes Modell &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../app/core/planning.cpp" line="406"/>
        <source>unknown GPU kind &quot;%1&quot;</source>
        <translation>unbekannter GPU-Typ &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../app/core/planning.cpp" line="408"/>
        <source>precision &quot;%1&quot; is not offered for %2</source>
        <translation>Genauigkeit &quot;%1&quot; wird für %2 nicht angeboten</translation>
    </message>
    <message>
        <location filename="../app/core/planning.cpp" line="679"/>
        <source>Best across plans</source>
        <translation>Bester über alle Pläne</translation>
    </message>
    <message>
        <location filename="../app/core/planning.cpp" line="688"/>
        <source>%1 aggregated</source>
        <comment>a plan label, e.g. EP-24 aggregated</comment>
        <translation>%1 aggregiert</translation>
    </message>
    <message>
        <location filename="../app/core/planning.cpp" line="699"/>
        <source>no plan fits in memory at these GPU counts</source>
        <translation>bei diesen GPU-Anzahlen passt kein Plan in den Speicher</translation>
    </message>
    <message>
        <location filename="../app/core/planning.cpp" line="879"/>
        <source>%1× %2 %3, TP-%4 EP-%5</source>
        <translation>%1× %2 %3, TP-%4 EP-%5</translation>
    </message>
    <message>
        <location filename="../app/core/planning.cpp" line="883"/>
        <source>%1× %2 %3, P %4×%5 + D %6×%7</source>
        <translation>%1× %2 %3, P %4×%5 + D %6×%7</translation>
    </message>
    <message>
        <location filename="../app/core/planning.cpp" line="888"/>
        <source>%1 %2, disaggregated, worker counts not stated</source>
        <translation>%1 %2, disaggregiert, Worker-Anzahlen nicht angegeben</translation>
    </message>
    <message>
        <location filename="../app/core/planning.cpp" line="890"/>
        <source>run %1: %2, %3, concurrency %4, %5 ms/token, %6 tokens/s</source>
        <translation>Lauf %1: %2, %3, Concurrency %4, %5 ms/Token, %6 tokens/s</translation>
    </message>
    <message>
        <location filename="../app/core/planning.cpp" line="895"/>
        <source> (derived: concurrency × OSL / (TTFT + (OSL − 1) × TPOT); the run states no throughput)</source>
        <translation> (abgeleitet: Concurrency × OSL / (TTFT + (OSL − 1) × TPOT); der Lauf gibt keinen Durchsatz an)</translation>
    </message>
</context>
<context>
    <name>moeplan::core::Recommend</name>
    <message>
        <location filename="../app/core/recommend.cpp" line="177"/>
        <source>unknown GPU kind &quot;%1&quot; (see `moeplan-cli catalog`)</source>
        <translation>unbekannter GPU-Typ &quot;%1&quot; (siehe `moeplan-cli catalog`)</translation>
    </message>
    <message>
        <location filename="../app/core/recommend.cpp" line="229"/>
        <source>TP replicas</source>
        <translation>TP-Replikate</translation>
    </message>
    <message>
        <location filename="../app/core/recommend.cpp" line="232"/>
        <source>EP, DP attention</source>
        <translation>EP, DP-Attention</translation>
    </message>
    <message>
        <location filename="../app/core/recommend.cpp" line="235"/>
        <source>TP x EP</source>
        <translation>TP x EP</translation>
    </message>
    <message>
        <location filename="../app/core/recommend.cpp" line="238"/>
        <source>%1, disaggregated</source>
        <translation>%1, disaggregiert</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/recommend.cpp" line="246"/>
        <source>%1, %Ln run(s) measured</source>
        <translation>
            <numerusform>%1, %Ln Lauf gemessen</numerusform>
            <numerusform>%1, %Ln Läufe gemessen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/core/recommend.cpp" line="280"/>
        <source>not placeable: this GPU kind has no 72-GPU NVLink domain</source>
        <translation>nicht platzierbar: dieser GPU-Typ hat keine 72-GPU-NVLink-Domäne</translation>
    </message>
    <message>
        <location filename="../app/core/recommend.cpp" line="281"/>
        <source>not placeable: this GPU kind comes only as an NVL72 rack</source>
        <translation>nicht platzierbar: dieser GPU-Typ gibt es nur als NVL72-Rack</translation>
    </message>
    <message>
        <location filename="../app/core/recommend.cpp" line="283"/>
        <source>memory: no plan holds the weights and one sequence&apos;s KV cache in HBM</source>
        <translation>Speicher: kein Plan hält die Gewichte und den KV-Cache einer Sequenz im HBM</translation>
    </message>
    <message>
        <location filename="../app/core/recommend.cpp" line="286"/>
        <source>overhead wall: at most %1 tokens/s per user at the lightest load, below the floor of %2; the fixed per-step overhead binds, more GPUs do not help</source>
        <translation>Overhead-Grenze: höchstens %1 tokens/s pro Benutzer bei geringster Last, unter der Untergrenze von %2; der feste Overhead pro Schritt begrenzt, mehr GPUs helfen nicht</translation>
    </message>
    <message>
        <location filename="../app/core/recommend.cpp" line="292"/>
        <source>interconnect: at most %1 tokens/s per user at the lightest load, below the floor of %2; exposed communication binds</source>
        <translation>Interconnect: höchstens %1 tokens/s pro Benutzer bei geringster Last, unter der Untergrenze von %2; freiliegende Kommunikation begrenzt</translation>
    </message>
    <message>
        <location filename="../app/core/recommend.cpp" line="298"/>
        <source>SLA: %1 tokens/s per user at most (lightest load), below the floor of %2</source>
        <translation>SLA: höchstens %1 tokens/s pro Benutzer (geringste Last), unter der Untergrenze von %2</translation>
    </message>
    <message>
        <location filename="../app/core/recommend.cpp" line="302"/>
        <source>TTFT: at best %1 ms, above the limit of %2 ms</source>
        <translation>TTFT: bestenfalls %1 ms, über der Grenze von %2 ms</translation>
    </message>
    <message>
        <location filename="../app/core/recommend.cpp" line="304"/>
        <source>TTFT: no plan meets the limit of %1 ms</source>
        <translation>TTFT: kein Plan erfüllt die Grenze von %1 ms</translation>
    </message>
    <message>
        <location filename="../app/core/recommend.cpp" line="307"/>
        <source>GPU budget: %1 of the %2 tokens/s at the floor within the GPU limit</source>
        <translation>GPU-Budget: %1 der %2 tokens/s bei der Untergrenze innerhalb des GPU-Limits</translation>
    </message>
    <message>
        <location filename="../app/core/recommend.cpp" line="310"/>
        <source>the model cannot evaluate this workload on this GPU kind</source>
        <translation>das Modell kann diese Last auf diesem GPU-Typ nicht auswerten</translation>
    </message>
</context>
<context>
    <name>moeplan::core::ReportData</name>
    <message>
        <location filename="../app/core/reportdata.cpp" line="102"/>
        <source>Throughput frontier: %1 on %2</source>
        <translation>Durchsatzgrenze: %1 auf %2</translation>
    </message>
    <message>
        <location filename="../app/core/reportdata.cpp" line="104"/>
        <source>Where the step time goes: %1 on %2</source>
        <translation>Wohin die Schrittzeit geht: %1 auf %2</translation>
    </message>
    <message>
        <location filename="../app/core/reportdata.cpp" line="106"/>
        <source>Scaling with GPU count: %1, %2</source>
        <translation>Skalierung mit der GPU-Anzahl: %1, %2</translation>
    </message>
    <message>
        <location filename="../app/core/reportdata.cpp" line="124"/>
        <source>NVL72 (72-GPU NVLink domains joined by InfiniBand)</source>
        <translation>NVL72 (72-GPU-NVLink-Domänen, verbunden über InfiniBand)</translation>
    </message>
    <message>
        <location filename="../app/core/reportdata.cpp" line="125"/>
        <source>HGX+IB (8-GPU NVLink nodes joined by InfiniBand)</source>
        <translation>HGX+IB (8-GPU-NVLink-Knoten, verbunden über InfiniBand)</translation>
    </message>
    <message>
        <location filename="../app/core/reportdata.cpp" line="127"/>
        <source>drafter %1 draft tokens per step, acceptance length %2</source>
        <translation>Drafter %1 Draft-Tokens pro Schritt, Akzeptanzlänge %2</translation>
    </message>
    <message>
        <location filename="../app/core/reportdata.cpp" line="130"/>
        <source>no drafter</source>
        <translation>kein Drafter</translation>
    </message>
    <message>
        <location filename="../app/core/reportdata.cpp" line="142"/>
        <source>Model %1, precision %2</source>
        <translation>Modell %1, Genauigkeit %2</translation>
    </message>
    <message>
        <location filename="../app/core/reportdata.cpp" line="143"/>
        <source>%1 × %2 on %3</source>
        <translation>%1 × %2 auf %3</translation>
    </message>
    <message>
        <location filename="../app/core/reportdata.cpp" line="144"/>
        <source>plan %1 with %2 sequences in flight per decode worker</source>
        <translation>Plan %1 mit %2 gleichzeitigen Sequenzen pro Decode-Worker</translation>
    </message>
    <message>
        <location filename="../app/core/reportdata.cpp" line="147"/>
        <source>plan %1 with %2 sequences in flight per replica</source>
        <translation>Plan %1 mit %2 gleichzeitigen Sequenzen pro Replikat</translation>
    </message>
    <message>
        <location filename="../app/core/reportdata.cpp" line="150"/>
        <source>input/output %1/%2 tokens</source>
        <translation>Eingabe/Ausgabe %1/%2 Tokens</translation>
    </message>
    <message>
        <location filename="../app/core/reportdata.cpp" line="151"/>
        <source>engine %1</source>
        <translation>Engine %1</translation>
    </message>
    <message>
        <location filename="../app/core/reportdata.cpp" line="152"/>
        <source>calibration %1 [%2]</source>
        <translation>Kalibrierung %1 [%2]</translation>
    </message>
    <message>
        <location filename="../app/core/reportdata.cpp" line="156"/>
        <source>80% band of TPOT assumed at -33%/+50% (uncalibrated)</source>
        <translation>80-%-Band des TPOT mit -33 %/+50 % angenommen (unkalibriert)</translation>
    </message>
    <message>
        <location filename="../app/core/reportdata.cpp" line="158"/>
        <source>80% band of TPOT from how far the history&apos;s measured loads fall from their deployments&apos; other loads</source>
        <translation>80-%-Band des TPOT aus dem Abstand der gemessenen Lasten der Historie zu den anderen Lasten ihres Deployments</translation>
    </message>
    <message>
        <location filename="../app/core/reportdata.cpp" line="160"/>
        <source>80% band of TPOT from the calibration&apos;s cross-validated error</source>
        <translation>80-%-Band des TPOT aus dem kreuzvalidierten Fehler der Kalibrierung</translation>
    </message>
    <message>
        <location filename="../app/core/reportdata.cpp" line="163"/>
        <source>MoE Planner %1 (model estimates, not measurements)</source>
        <translation>MoE Planner %1 (Modellschätzungen, keine Messungen)</translation>
    </message>
    <message>
        <location filename="../app/core/reportdata.cpp" line="330"/>
        <source>No deployment meets the target; nearest: %1, %2 on %3 GPUs, %4 tokens/s at %5 tokens/s per user</source>
        <translation>Kein Deployment erreicht das Ziel; am nächsten: %1, %2 auf %3 GPUs, %4 tokens/s bei %5 tokens/s pro Benutzer</translation>
    </message>
    <message>
        <location filename="../app/core/reportdata.cpp" line="339"/>
        <source>No deployment meets the target.</source>
        <translation>Kein Deployment erreicht das Ziel.</translation>
    </message>
</context>
<context>
    <name>moeplan::core::RunCheckJob</name>
    <message>
        <location filename="../app/core/runcheckjob.cpp" line="68"/>
        <source>%1: no such history database</source>
        <translation>%1: keine solche Verlaufsdatenbank</translation>
    </message>
</context>
<context>
    <name>moeplan::core::RunCheckText</name>
    <message numerus="yes">
        <location filename="../app/core/runcheck.cpp" line="62"/>
        <source>%1 agrees with this deployment&apos;s %Ln other measured load(s): the model is off by a factor of %2 for the whole deployment, not for this load.</source>
        <translation>
            <numerusform>%1 stimmt mit der %Ln anderen gemessenen Last dieses Deployments überein: Das Modell liegt für das ganze Deployment um den Faktor %2 daneben, nicht für diese Last.</numerusform>
            <numerusform>%1 stimmt mit den %Ln anderen gemessenen Lasten dieses Deployments überein: Das Modell liegt für das ganze Deployment um den Faktor %2 daneben, nicht für diese Last.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/runcheck.cpp" line="67"/>
        <source>%1 agrees with the model and with this deployment&apos;s %Ln other measured load(s).</source>
        <translation>
            <numerusform>%1 stimmt mit dem Modell und mit der %Ln anderen gemessenen Last dieses Deployments überein.</numerusform>
            <numerusform>%1 stimmt mit dem Modell und mit den %Ln anderen gemessenen Lasten dieses Deployments überein.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/runcheck.cpp" line="79"/>
        <source>%1 disagrees with this deployment&apos;s %Ln other measured load(s): measured %2, %3× the %4 they imply (80% band %5). Check this run: a cold start, a warm-up, another engine build or setting?</source>
        <translation>
            <numerusform>%1 widerspricht der %Ln anderen gemessenen Last dieses Deployments: gemessen %2, das %3-Fache der %4, die sie nahelegt (80-%-Band %5). Prüfen Sie diesen Lauf: ein Kaltstart, ein Aufwärmlauf, ein anderer Engine-Build oder eine andere Einstellung?</numerusform>
            <numerusform>%1 widerspricht den %Ln anderen gemessenen Lasten dieses Deployments: gemessen %2, das %3-Fache der %4, die sie nahelegen (80-%-Band %5). Prüfen Sie diesen Lauf: ein Kaltstart, ein Aufwärmlauf, ein anderer Engine-Build oder eine andere Einstellung?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/runcheck.cpp" line="86"/>
        <source>%1 is outside the 80% band of this deployment&apos;s %Ln other measured load(s): measured %2, %3× the %4 they imply (band %5). One load in five falls outside such a band.</source>
        <translation>
            <numerusform>%1 liegt außerhalb des 80-%-Bands der %Ln anderen gemessenen Last dieses Deployments: gemessen %2, das %3-Fache der %4, die sie nahelegt (Band %5). Jede fünfte Last fällt aus einem solchen Band.</numerusform>
            <numerusform>%1 liegt außerhalb des 80-%-Bands der %Ln anderen gemessenen Lasten dieses Deployments: gemessen %2, das %3-Fache der %4, die sie nahelegen (Band %5). Jede fünfte Last fällt aus einem solchen Band.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/core/runcheck.cpp" line="96"/>
        <source>%1 is inside the model&apos;s 80% band.</source>
        <translation>%1 liegt im 80-%-Band des Modells.</translation>
    </message>
    <message>
        <location filename="../app/core/runcheck.cpp" line="100"/>
        <source>%1 measured %2 is %3× the model&apos;s %4 (80% band %5).</source>
        <translation>%1: gemessen %2, das %3-Fache der %4 des Modells (80-%-Band %5).</translation>
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
        <translation>Dieser Lauf kann nicht neben das Modell gestellt werden: %1</translation>
    </message>
    <message>
        <location filename="../app/core/runcheck.cpp" line="165"/>
        <source>The model cannot predict this run: %1</source>
        <translation>Das Modell kann diesen Lauf nicht vorhersagen: %1</translation>
    </message>
    <message>
        <location filename="../app/core/runcheck.cpp" line="177"/>
        <source>The run leaves its deployment underdetermined (%1): the model&apos;s interval spans the plausible deployments, and the run is not compared with other loads.</source>
        <translation>Der Lauf lässt sein Deployment unterbestimmt (%1): Das Intervall des Modells umfasst die plausiblen Deployments, und der Lauf wird nicht mit anderen Lasten verglichen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/runcheck.cpp" line="184"/>
        <source>The run does not state its worker counts; it is checked as %1 prefill and %2 decode worker(s), which the %Ln stated run(s) of its deployment all ran.</source>
        <translation>
            <numerusform>Der Lauf gibt seine Worker-Anzahlen nicht an; er wird mit %1 Prefill- und %2 Decode-Workern geprüft, mit denen der %Ln angegebene Lauf seines Deployments lief.</numerusform>
            <numerusform>Der Lauf gibt seine Worker-Anzahlen nicht an; er wird mit %1 Prefill- und %2 Decode-Workern geprüft, mit denen alle %Ln angegebenen Läufe seines Deployments liefen.</numerusform>
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
        <translation>Keine andere Last dieses Deployments ist im Verlauf; ob der Lauf oder das Modell daneben liegt, lässt sich nicht sagen.</translation>
    </message>
</context>
<context>
    <name>moeplan::core::RunDiagnosisText</name>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="77"/>
        <source>compute</source>
        <translation>Rechenleistung</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="79"/>
        <source>memory bandwidth</source>
        <translation>Speicherbandbreite</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="81"/>
        <source>interconnect</source>
        <translation>Interconnect</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="83"/>
        <source>per-step overhead</source>
        <translation>Overhead pro Schritt</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="85"/>
        <source>load imbalance</source>
        <translation>Lastungleichgewicht</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="94"/>
        <source>1. Compute utilisation</source>
        <translation>1. Rechenauslastung</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="96"/>
        <source>2. HBM traffic</source>
        <translation>2. HBM-Verkehr</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="98"/>
        <source>3. Communication</source>
        <translation>3. Kommunikation</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="100"/>
        <source>4. Step time vs tokens</source>
        <translation>4. Schrittzeit vs. Tokens</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="110"/>
        <source>uneven across GPUs</source>
        <translation>ungleichmäßig über die GPUs</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="112"/>
        <source>not measured</source>
        <translation>nicht gemessen</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="119"/>
        <source>near its ceiling: compute binds</source>
        <translation>nahe der Obergrenze: Rechenleistung begrenzt</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="120"/>
        <source>rules compute out</source>
        <translation>schließt Rechenleistung aus</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="122"/>
        <source>near its ceiling: memory binds</source>
        <translation>nahe der Obergrenze: Speicher begrenzt</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="123"/>
        <source>rules memory out</source>
        <translation>schließt Speicher aus</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="125"/>
        <source>the exchange binds</source>
        <translation>der Austausch begrenzt</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="126"/>
        <source>rules the exchange out</source>
        <translation>schließt den Austausch aus</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="128"/>
        <source>time no counter accounts for</source>
        <translation>Zeit, die kein Zähler erklärt</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="129"/>
        <source>the step is accounted for</source>
        <translation>der Schritt ist erklärt</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="138"/>
        <source>More compute pays off: more GPUs, a faster GPU kind or a lower precision.</source>
        <translation>Mehr Rechenleistung zahlt sich aus: mehr GPUs, ein schnellerer GPU-Typ oder eine geringere Genauigkeit.</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="141"/>
        <source>Fewer bytes per token: lower-precision weights or KV cache, a larger batch per step, experts spread wider.</source>
        <translation>Weniger Bytes pro Token: Gewichte oder KV-Cache mit geringerer Genauigkeit, ein größerer Batch pro Schritt, Experten breiter verteilt.</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="145"/>
        <source>Placement and overlap: keep the exchange inside one NVLink domain, fewer expert-parallel ranks across the network, dispatch and combine overlapped with compute. More GPUs make it worse.</source>
        <translation>Platzierung und Überlappung: den Austausch innerhalb einer NVLink-Domäne halten, weniger Expert-Parallel-Ranks über das Netzwerk, Dispatch und Combine mit Rechnen überlappen. Mehr GPUs verschlechtern es.</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="150"/>
        <source>Engine overhead: CUDA graphs, fewer kernel launches and less per-step scheduling; more tokens per step (batch, speculative decoding) amortise it.</source>
        <translation>Engine-Overhead: CUDA Graphs, weniger Kernel-Starts und weniger Scheduling pro Schritt; mehr Tokens pro Schritt (Batch, spekulatives Decoding) amortisieren ihn.</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="154"/>
        <source>Rebalance: move live work between replicas, or route requests by load.</source>
        <translation>Neu ausbalancieren: laufende Arbeit zwischen Replikaten verschieben oder Anfragen nach Last routen.</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="157"/>
        <source>Take an Nsight Systems trace (nsys stats --report cuda_gpu_kern_sum): only the time inside collectives tells a stalled exchange from imbalance or overhead.</source>
        <translation>Erstellen Sie einen Nsight-Systems-Trace (nsys stats --report cuda_gpu_kern_sum): nur die Zeit innerhalb der Collectives unterscheidet einen blockierten Austausch von Ungleichgewicht oder Overhead.</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="190"/>
        <source>nsys CUDA kernel summary</source>
        <translation>nsys-CUDA-Kernel-Zusammenfassung</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="200"/>
        <source>measured TPOT</source>
        <translation>gemessener TPOT</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="209"/>
        <source>of %1 TFLOP/s dense peak</source>
        <translation>von %1 TFLOP/s Dense-Spitze</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="210"/>
        <source>of the dense peak</source>
        <translation>der Dense-Spitze</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="213"/>
        <source>of %1 TB/s HBM peak</source>
        <translation>von %1 TB/s HBM-Spitze</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="214"/>
        <source>of the HBM peak</source>
        <translation>der HBM-Spitze</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="216"/>
        <source>of the step inside collectives (measured: of GPU kernel time)</source>
        <translation>des Schritts in Collectives (gemessen: der GPU-Kernel-Zeit)</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="218"/>
        <source>of the step no counter accounts for</source>
        <translation>des Schritts, die kein Zähler erklärt</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="222"/>
        <source>GPU_UTIL reads %1 while compute is ruled out: the devices are occupied (waiting in a collective or on memory), not computing. GPU_UTIL is no evidence of compute.</source>
        <translation>GPU_UTIL zeigt %1, obwohl Rechenleistung ausgeschlossen ist: die Geräte sind belegt (warten in einem Collective oder auf Speicher), rechnen aber nicht. GPU_UTIL ist kein Beleg für Rechenlast.</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="234"/>
        <source>the engine runs fewer FLOPs or slower kernels than modelled, or the telemetry is of another phase</source>
        <translation>die Engine führt weniger FLOPs oder langsamere Kernels aus als modelliert, oder die Telemetrie stammt aus einer anderen Phase</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="237"/>
        <source>the engine does more arithmetic than modelled (e.g. prefill beside decode), or the telemetry is of another phase</source>
        <translation>die Engine rechnet mehr als modelliert (z. B. Prefill neben Decode), oder die Telemetrie stammt aus einer anderen Phase</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="242"/>
        <source>the engine reads fewer bytes than modelled, or the telemetry is of another phase</source>
        <translation>die Engine liest weniger Bytes als modelliert, oder die Telemetrie stammt aus einer anderen Phase</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="245"/>
        <source>the engine reads more bytes than modelled (KV cache, recomputation), or the telemetry is of another phase</source>
        <translation>die Engine liest mehr Bytes als modelliert (KV-Cache, Neuberechnung), oder die Telemetrie stammt aus einer anderen Phase</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="252"/>
        <source>the exchange is better hidden or smaller than modelled</source>
        <translation>der Austausch ist besser verdeckt oder kleiner als modelliert</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="253"/>
        <source>the exchange is slower or less overlapped than modelled</source>
        <translation>der Austausch ist langsamer oder weniger überlappt als modelliert</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="257"/>
        <source>the measured step is shorter than the model&apos;s compute, memory and exchange: the model is slow for this deployment</source>
        <translation>der gemessene Schritt ist kürzer als Rechnen, Speicher und Austausch des Modells: das Modell ist für dieses Deployment zu langsam</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="260"/>
        <source>the measured step is longer than the model accounts for</source>
        <translation>der gemessene Schritt ist länger, als das Modell erklärt</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="264"/>
        <source>%1 measured %2 where the model expects %3: %4.</source>
        <translation>%1 hat %2 gemessen, wo das Modell %3 erwartet: %4.</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="269"/>
        <source>Only SM_ACTIVE was measured: SMs hosting collective kernels count as active, so a high value cannot confirm compute; the model&apos;s value stands in.</source>
        <translation>Nur SM_ACTIVE wurde gemessen: SMs mit Collective-Kernels zählen als aktiv, daher kann ein hoher Wert keine Rechenlast bestätigen; der Wert des Modells wird stattdessen verwendet.</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="299"/>
        <source>run %1: the model cannot place it: %2</source>
        <translation>Lauf %1: das Modell kann ihn nicht platzieren: %2</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="311"/>
        <location filename="../app/core/rundiagnosis.cpp" line="435"/>
        <source>run %1: %2</source>
        <translation>Lauf %1: %2</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="320"/>
        <source>Run %1: %2 on %3 x %4 (%5), concurrency %6</source>
        <translation>Lauf %1: %2 auf %3 x %4 (%5), Concurrency %6</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="324"/>
        <source>Run %1: %2 on %3 x %4 (%5), concurrency not stated</source>
        <translation>Lauf %1: %2 auf %3 x %4 (%5), Concurrency nicht angegeben</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="327"/>
        <source>datasheet</source>
        <translation>Datenblatt</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="334"/>
        <source>The run leaves out %1: the model&apos;s readings assume %2 prefill and %3 decode worker(s), %4 sequence(s) per decode worker, which may not be what ran.</source>
        <translation>Dem Lauf fehlen %1: Die Werte des Modells nehmen %2 Prefill- und %3 Decode-Worker an, %4 Sequenz(en) je Decode-Worker, was nicht dem Gelaufenen entsprechen muss.</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="342"/>
        <source>The run leaves out %1: the model&apos;s readings assume the stated plan, which may not be what ran.</source>
        <translation>Dem Lauf fehlt %1: Die Werte des Modells nehmen den angegebenen Plan an, der nicht dem Gelaufenen entsprechen muss.</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="358"/>
        <source>run %1: the catalog does not describe the model &quot;%2&quot;</source>
        <translation>Lauf %1: der Katalog beschreibt das Modell &quot;%2&quot; nicht</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="361"/>
        <source>run %1: the catalog does not describe the GPU kind &quot;%2&quot;</source>
        <translation>Lauf %1: der Katalog beschreibt den GPU-Typ &quot;%2&quot; nicht</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="379"/>
        <source>run %1 does not state its prefill and decode workers: the planner cannot lay it out</source>
        <translation>Lauf %1 nennt seine Prefill- und Decode-Worker nicht: der Planer kann ihn nicht abbilden</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="398"/>
        <source>run %1: TP-%2 x DP-%3 attention with EP-%4 experts is not a plan the planner lays out (EP spans the attention ranks)</source>
        <translation>Lauf %1: TP-%2 x DP-%3-Attention mit EP-%4-Experten ist kein Plan, den der Planer abbildet (EP überspannt die Attention-Ranks)</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="412"/>
        <source>run %1: data-parallel attention without expert parallelism is not a plan the planner lays out</source>
        <translation>Lauf %1: Data-Parallel-Attention ohne Expert-Parallelität ist kein Plan, den der Planer abbildet</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="431"/>
        <source>run %1 states no load (concurrency or batch)</source>
        <translation>Lauf %1 nennt keine Last (Concurrency oder Batch)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/rundiagnosis.cpp" line="510"/>
        <source>Model: step %1 ms; telemetry of %Ln GPU(s); parameters: %2</source>
        <translation>
            <numerusform>Modell: Schritt %1 ms; Telemetrie von %Ln GPU; Parameter: %2</numerusform>
            <numerusform>Modell: Schritt %1 ms; Telemetrie von %Ln GPUs; Parameter: %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="514"/>
        <source>Model: step %1 ms; no telemetry: the model&apos;s readings; parameters: %2</source>
        <translation>Modell: Schritt %1 ms; keine Telemetrie: die Werte des Modells; Parameter: %2</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="521"/>
        <source>%1: not measured (model %2 %3; near at %4)</source>
        <translation>%1: nicht gemessen (Modell %2 %3; nahe bei %4)</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="527"/>
        <source>%1 (an upper bound)</source>
        <translation>%1 (eine Obergrenze)</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="529"/>
        <source>%1, spread %2 across GPUs</source>
        <translation>%1, Streuung %2 über die GPUs</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="531"/>
        <source>%1: measured %2, model %3 %4 (near at %5): %6</source>
        <translation>%1: gemessen %2, Modell %3 %4 (nahe bei %5): %6</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="536"/>
        <source> [%1]</source>
        <translation> [%1]</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="538"/>
        <source> - far from the model</source>
        <translation> - weit vom Modell entfernt</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="542"/>
        <source>GPU_UTIL %1 (shown, never counted as compute)</source>
        <translation>GPU_UTIL %1 (angezeigt, nie als Rechenlast gezählt)</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="544"/>
        <source>Binding: %1</source>
        <translation>Begrenzend: %1</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="546"/>
        <source> (no reading at its ceiling: the nearest one)</source>
        <translation> (kein Messwert an seiner Obergrenze: der nächstgelegene)</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="548"/>
        <source> (likely: the confirming reading is missing)</source>
        <translation> (wahrscheinlich: der bestätigende Messwert fehlt)</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="551"/>
        <source>Lever: %1</source>
        <translation>Hebel: %1</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="553"/>
        <source>Finding: %1</source>
        <translation>Befund: %1</translation>
    </message>
    <message>
        <location filename="../app/core/rundiagnosis.cpp" line="555"/>
        <source>Note: %1</source>
        <translation>Hinweis: %1</translation>
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
        <translation>Der Lauf nennt keinen Durchsatz: ≈ kennzeichnet den, den seine Clients ergeben, Concurrency × OSL durch die Ende-zu-Ende-Zeit jeder Anfrage (angegeben, sonst TTFT + (OSL − 1) × TPOT), wie eine geschlossene Schleife ohne Denkzeit läuft.</translation>
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
        <translation>Referenz</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="187"/>
        <source>%1 (not in catalog)</source>
        <translation>%1 (nicht im Katalog)</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="204"/>
        <source>This TPOT disagrees with this deployment&apos;s other measured loads; the Model tab says by how much. Check the run (a cold start, a warm-up, another engine build or setting?) before calibrating on it.</source>
        <translation>Diese TPOT weicht von den anderen gemessenen Lasten dieses Deployments ab; der Modell-Reiter sagt, um wie viel. Den Lauf prüfen (Kaltstart, Aufwärmphase, anderer Engine-Build oder andere Einstellung?), bevor darauf kalibriert wird.</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="207"/>
        <source>This TTFT disagrees with this deployment&apos;s other measured loads; the Model tab says by how much. Check the run (a cold start, a warm-up, another engine build or setting?) before calibrating on it.</source>
        <translation>Diese TTFT weicht von den anderen gemessenen Lasten dieses Deployments ab; der Modell-Reiter sagt, um wie viel. Den Lauf prüfen (Kaltstart, Aufwärmphase, anderer Engine-Build oder andere Einstellung?), bevor darauf kalibriert wird.</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="212"/>
        <source>The catalog does not describe this model: its runs are kept but not calibrated on until it does</source>
        <translation>Der Katalog beschreibt dieses Modell nicht: seine Läufe werden behalten, aber nicht zur Kalibrierung verwendet, bis er es tut</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="214"/>
        <source>The catalog does not describe this GPU kind: its runs are kept but not calibrated on until it does</source>
        <translation>Der Katalog beschreibt diesen GPU-Typ nicht: seine Läufe werden behalten, aber nicht zur Kalibrierung verwendet, bis er es tut</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="219"/>
        <source>Underdetermined: the file does not state the prefill and decode workers, so the batch per decode worker is unknown.</source>
        <translation>Unterbestimmt: Die Datei gibt die Prefill- und Decode-Worker nicht an, daher ist die Batch-Größe pro Decode-Worker unbekannt.</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="222"/>
        <source>Underdetermined: the file does not state the prefill workers, so the batch per decode worker is unknown.</source>
        <translation>Unterbestimmt: Die Datei gibt die Prefill-Worker nicht an, daher ist die Batch-Größe pro Decode-Worker unbekannt.</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="224"/>
        <source>Underdetermined: the file does not state the decode workers, so the batch per decode worker is unknown.</source>
        <translation>Unterbestimmt: Die Datei gibt die Decode-Worker nicht an, daher ist die Batch-Größe pro Decode-Worker unbekannt.</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="227"/>
        <source>When the stated runs of its deployment all ran the same worker counts, calibration and predictions take theirs; otherwise calibration leaves this run out and its predictions span the worker counts the history makes plausible. GPUs is the least it used (one worker of each).</source>
        <translation>Wenn die angegebenen Läufe seines Deployments alle mit denselben Worker-Anzahlen liefen, übernehmen Kalibrierung und Vorhersagen diese; sonst lässt die Kalibrierung diesen Lauf aus, und seine Vorhersagen umfassen die Worker-Anzahlen, die der Verlauf plausibel macht. GPUs ist die Mindestzahl, die er nutzte (je ein Worker).</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="238"/>
        <source>Configured %1, achieved %2</source>
        <translation>Konfiguriert %1, erreicht %2</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="240"/>
        <location filename="../app/core/runstablemodel.cpp" line="241"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="265"/>
        <source>When the benchmark ran (ISO 8601)</source>
        <translation>Wann der Benchmark lief (ISO 8601)</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="267"/>
        <source>All GPUs of the deployment (prefill and decode when disaggregated)</source>
        <translation>Alle GPUs des Deployments (Prefill und Decode bei Disaggregation)</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="269"/>
        <source>Parallel plan of one replica: tensor, expert and attention data parallel sizes; P/D: prefill and decode workers</source>
        <translation>Parallelisierungsplan eines Replikats: Tensor-, Expert- und Attention-Data-Parallel-Größen; P/D: Prefill- und Decode-Worker</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="272"/>
        <source>The client&apos;s concurrency limit (else the mean requests in flight)</source>
        <translation>Das Concurrency-Limit des Clients (sonst die mittlere Anzahl laufender Anfragen)</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="274"/>
        <source>Input and output tokens per request</source>
        <translation>Eingabe- und Ausgabe-Tokens pro Anfrage</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="276"/>
        <source>Mean time per output token, milliseconds</source>
        <translation>Mittlere Zeit pro Ausgabe-Token, Millisekunden</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="278"/>
        <source>Mean time to first token, milliseconds</source>
        <translation>Mittlere Zeit bis zum ersten Token, Millisekunden</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="280"/>
        <source>Output tokens per second, all requests; ≈ where the run states none and its concurrency, TTFT and TPOT imply it</source>
        <translation>Ausgabe-Tokens pro Sekunde, alle Anfragen; ≈ wo der Lauf keine nennt und seine Concurrency, TTFT und TPOT sie ergeben</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="283"/>
        <source>Published reference data bundled with MoE Planner</source>
        <translation>Veröffentlichte Referenzdaten, mitgeliefert mit MoE Planner</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="292"/>
        <source>Measured</source>
        <translation>Gemessen</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="294"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="296"/>
        <source>Precision</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="298"/>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="300"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="302"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="304"/>
        <source>Topology</source>
        <translation>Topologie</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="306"/>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="308"/>
        <source>Concurrency</source>
        <translation>Concurrency</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="310"/>
        <source>ISL / OSL (tokens)</source>
        <translation>ISL / OSL (Tokens)</translation>
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
        <translation>Ausgabe (tokens/s)</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="318"/>
        <source>Reference</source>
        <translation>Referenz</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="320"/>
        <source>Source file</source>
        <translation>Quelldatei</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="322"/>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <location filename="../app/core/runstablemodel.cpp" line="347"/>
        <source>%1: the history changed while it was read; refresh the list</source>
        <translation>%1: der Verlauf hat sich beim Lesen geändert; aktualisieren Sie die Liste</translation>
    </message>
</context>
<context>
    <name>moeplan::core::ScenarioText</name>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="27"/>
        <source>Model id or alias (default kimi-k2.6).</source>
        <translation>Modell-ID oder Alias (Standard kimi-k2.6).</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="29"/>
        <source>GPU kind id or alias (default b300).</source>
        <translation>GPU-Typ-ID oder Alias (Standard b300).</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="31"/>
        <source>GPUs in the deployment (default 8).</source>
        <translation>GPUs im Deployment (Standard 8).</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="33"/>
        <source>hgx-ib or nvl72 (default hgx-ib).</source>
        <translation>hgx-ib oder nvl72 (Standard hgx-ib).</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="35"/>
        <source>Scale-out NIC per GPU in Gb/s (default: the GPU kind&apos;s).</source>
        <translation>Scale-out-NIC pro GPU in Gb/s (Standard: die des GPU-Typs).</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="38"/>
        <source>tp, ep or tp-replicas (default ep).</source>
        <translation>tp, ep oder tp-replicas (Standard ep).</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="40"/>
        <source>Tensor-parallel size (default 1).</source>
        <translation>Tensor-Parallel-Größe (Standard 1).</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="42"/>
        <source>Expert-parallel size (default 8).</source>
        <translation>Expert-Parallel-Größe (Standard 8).</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="44"/>
        <source>Sequences in flight per replica (default 64).</source>
        <translation>Gleichzeitige Sequenzen pro Replikat (Standard 64).</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="47"/>
        <source>Draft tokens d per step (default 0).</source>
        <translation>Draft-Tokens d pro Schritt (Standard 0).</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="49"/>
        <source>Mean committed tokens per step, 1..d+1 (default 1).</source>
        <translation>Mittlere übernommene Tokens pro Schritt, 1..d+1 (Standard 1).</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="52"/>
        <source>Input sequence length, tokens (default 1024).</source>
        <translation>Eingabesequenzlänge, Tokens (Standard 1024).</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="55"/>
        <source>Output sequence length, tokens (default 1024).</source>
        <translation>Ausgabesequenzlänge, Tokens (Standard 1024).</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="58"/>
        <source>Precision id, or default.</source>
        <translation>Genauigkeits-ID oder default.</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="60"/>
        <source>trtllm, sglang, vllm or any (default any).</source>
        <translation>trtllm, sglang, vllm oder any (Standard any).</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="63"/>
        <source>auto, ideal, datasheet or a profile name (default auto).</source>
        <translation>auto, ideal, datasheet oder ein Profilname (Standard auto).</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="66"/>
        <source>Fixed per-step overhead under calibration ideal (default 2).</source>
        <translation>Fester Overhead pro Schritt bei Kalibrierung ideal (Standard 2).</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="69"/>
        <source>agg or disagg (default agg; disagg needs the prefill and decode objects of a scenario file).</source>
        <translation>agg oder disagg (Standard agg; disagg benötigt die Objekte prefill und decode einer Szenariodatei).</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="73"/>
        <source>The prefill pool: tp, dp, ep, workers (disagg only).</source>
        <translation>Der Prefill-Pool: tp, dp, ep, workers (nur disagg).</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="76"/>
        <source>The decode pool: tp, dp, ep, workers, batch (disagg only).</source>
        <translation>Der Decode-Pool: tp, dp, ep, workers, batch (nur disagg).</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="103"/>
        <source>&quot;%1&quot; must be a whole number</source>
        <translation>&quot;%1&quot; muss eine ganze Zahl sein</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="112"/>
        <source>&quot;%1&quot; must be a number</source>
        <translation>&quot;%1&quot; muss eine Zahl sein</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="121"/>
        <source>&quot;%1&quot; must be a non-empty string</source>
        <translation>&quot;%1&quot; muss eine nicht leere Zeichenkette sein</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="132"/>
        <source>&quot;%1&quot; must be one of %2</source>
        <translation>&quot;%1&quot; muss einer der Werte %2 sein</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="139"/>
        <source>&quot;%1&quot; is not a scenario key</source>
        <translation>&quot;%1&quot; ist kein Szenarioschlüssel</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="169"/>
        <source>&quot;%1&quot; must be an object</source>
        <translation>&quot;%1&quot; muss ein Objekt sein</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="183"/>
        <source>&quot;%1&quot; must not be negative (0 = the scenario&apos;s batch)</source>
        <translation>&quot;%1&quot; darf nicht negativ sein (0 = die Batch-Größe des Szenarios)</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="188"/>
        <source>&quot;%1&quot; must be at least 1</source>
        <translation>&quot;%1&quot; muss mindestens 1 sein</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="191"/>
        <source>&quot;%1&quot; gives tp x dp = %2 GPUs per worker, more than %3</source>
        <translation>&quot;%1&quot; ergibt tp x dp = %2 GPUs pro Worker, mehr als %3</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="198"/>
        <source>&quot;%1&quot; must divide tp x dp</source>
        <translation>&quot;%1&quot; muss tp x dp teilen</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="260"/>
        <source>&quot;%1&quot; is %2, but the prefill and decode pools use %3 GPUs (leave it out to take theirs)</source>
        <translation>&quot;%1&quot; ist %2, aber der Prefill- und der Decode-Pool nutzen %3 GPUs (weglassen, um deren Anzahl zu übernehmen)</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="270"/>
        <source>&quot;%1&quot; must be &quot;disagg&quot; when prefill/decode are given</source>
        <translation>&quot;%1&quot; muss &quot;disagg&quot; sein, wenn prefill/decode angegeben sind</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="272"/>
        <source>&quot;%1&quot; must not be negative</source>
        <translation>&quot;%1&quot; darf nicht negativ sein</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="284"/>
        <source>%1: cannot read: %2</source>
        <translation>%1: Lesen nicht möglich: %2</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="288"/>
        <source>%1: too large for a scenario file</source>
        <translation>%1: zu groß für eine Szenariodatei</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="294"/>
        <source>%1: not valid JSON at offset %2: %3</source>
        <translation>%1: kein gültiges JSON an Offset %2: %3</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="301"/>
        <source>%1: a scenario is one JSON object</source>
        <translation>%1: ein Szenario ist ein JSON-Objekt</translation>
    </message>
    <message>
        <location filename="../app/core/scenarioio.cpp" line="364"/>
        <location filename="../app/core/scenarioio.cpp" line="367"/>
        <source>%1: cannot write: %2</source>
        <translation>%1: Schreiben nicht möglich: %2</translation>
    </message>
</context>
<context>
    <name>moeplan::core::SizingTableModel</name>
    <message>
        <location filename="../app/core/sizingtablemodel.cpp" line="15"/>
        <source>compute</source>
        <translation>Rechenleistung</translation>
    </message>
    <message>
        <location filename="../app/core/sizingtablemodel.cpp" line="17"/>
        <source>HBM</source>
        <translation>HBM</translation>
    </message>
    <message>
        <location filename="../app/core/sizingtablemodel.cpp" line="19"/>
        <source>interconnect</source>
        <translation>Interconnect</translation>
    </message>
    <message>
        <location filename="../app/core/sizingtablemodel.cpp" line="21"/>
        <source>overhead</source>
        <translation>Overhead</translation>
    </message>
    <message>
        <location filename="../app/core/sizingtablemodel.cpp" line="97"/>
        <source>%1 tokens/s per user; 80% interval %2 to %3 (TPOT %4 ms)</source>
        <translation>%1 tokens/s pro Benutzer; 80-%-Intervall %2 bis %3 (TPOT %4 ms)</translation>
    </message>
    <message>
        <location filename="../app/core/sizingtablemodel.cpp" line="101"/>
        <source>%1 output tokens/s; 80% interval %2 to %3</source>
        <translation>%1 Ausgabe-tokens/s; 80-%-Intervall %2 bis %3</translation>
    </message>
    <message>
        <location filename="../app/core/sizingtablemodel.cpp" line="105"/>
        <source>%1 GB of HBM per GPU in use; %2 GB free</source>
        <translation>%1 GB HBM pro GPU belegt; %2 GB frei</translation>
    </message>
    <message>
        <location filename="../app/core/sizingtablemodel.cpp" line="108"/>
        <source>%1 kW of facility power</source>
        <translation>%1 kW Anlagenleistung</translation>
    </message>
    <message>
        <location filename="../app/core/sizingtablemodel.cpp" line="110"/>
        <source>The ceiling that binds the decode step: %1</source>
        <translation>Die Obergrenze, die den Decode-Schritt begrenzt: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/sizingtablemodel.cpp" line="113"/>
        <source>%1, %2: the history measured this deployment at %Ln other load(s); its prediction is corrected by them, as the planner corrects it. Double-click or press Enter to load it into the planner</source>
        <translation>
            <numerusform>%1, %2: Die Historie hat dieses Deployment bei %Ln anderen Last gemessen; seine Vorhersage ist darum korrigiert, wie der Planer sie korrigiert. Doppelklicken oder Eingabetaste drücken, um es in den Planer zu laden</numerusform>
            <numerusform>%1, %2: Die Historie hat dieses Deployment bei %Ln anderen Lasten gemessen; seine Vorhersage ist darum korrigiert, wie der Planer sie korrigiert. Doppelklicken oder Eingabetaste drücken, um es in den Planer zu laden</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/core/sizingtablemodel.cpp" line="120"/>
        <source>%1, %2: double-click or press Enter to load it into the planner</source>
        <translation>%1, %2: Doppelklicken oder Eingabetaste drücken, um es in den Planer zu laden</translation>
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
        <translation>%1 (%2-%3)</translation>
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
        <translation>Tokens/s pro Benutzer (1000 / TPOT) mit dem 80-%-Vorhersageintervall</translation>
    </message>
    <message>
        <location filename="../app/core/sizingtablemodel.cpp" line="167"/>
        <source>HBM per GPU left free at this load, GB</source>
        <translation>Bei dieser Last freier HBM pro GPU, GB</translation>
    </message>
    <message>
        <location filename="../app/core/sizingtablemodel.cpp" line="169"/>
        <source>Sequences in flight per replica; for a disaggregated deployment (P + D), per decode worker</source>
        <translation>Laufende Sequenzen pro Replikat; bei einem disaggregierten Deployment (P + D) pro Decode-Worker</translation>
    </message>
    <message>
        <location filename="../app/core/sizingtablemodel.cpp" line="172"/>
        <source>Output tokens/s per megawatt of facility power (GPUs, their share of the node or rack, and the facility overhead)</source>
        <translation>Ausgabe-tokens/s pro Megawatt Anlagenleistung (GPUs, ihr Anteil an Knoten oder Rack und der Anlagen-Overhead)</translation>
    </message>
    <message>
        <location filename="../app/core/sizingtablemodel.cpp" line="175"/>
        <source>Hardware and where its parameters come from (calibrated on this GPU kind, transferred from others, or datasheet values, and the runs of the history that measured the deployment at other loads), then the plan: replicas x shape, or prefill (P) and decode (D) pools</source>
        <translation>Hardware und Herkunft ihrer Parameter (auf diesem GPU-Typ kalibriert, von anderen übertragen oder Datenblattwerte, und die Läufe der Historie, die das Deployment bei anderen Lasten gemessen haben), dann der Plan: Replikate x Form oder Prefill- (P) und Decode-Pools (D)</translation>
    </message>
    <message>
        <location filename="../app/core/sizingtablemodel.cpp" line="187"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../app/core/sizingtablemodel.cpp" line="189"/>
        <source>Deployment</source>
        <translation>Deployment</translation>
    </message>
    <message>
        <location filename="../app/core/sizingtablemodel.cpp" line="191"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location filename="../app/core/sizingtablemodel.cpp" line="193"/>
        <source>Batch
/replica</source>
        <translation>Batch
/Replikat</translation>
    </message>
    <message>
        <location filename="../app/core/sizingtablemodel.cpp" line="195"/>
        <source>tok/s
per user</source>
        <translation>tok/s
pro Benutzer</translation>
    </message>
    <message>
        <location filename="../app/core/sizingtablemodel.cpp" line="197"/>
        <source>tok/s
total</source>
        <translation>tok/s
gesamt</translation>
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
        <translation>Frei
GB</translation>
    </message>
    <message>
        <location filename="../app/core/sizingtablemodel.cpp" line="203"/>
        <source>Binding</source>
        <translation>Begrenzend</translation>
    </message>
    <message>
        <location filename="../app/core/sizingtablemodel.cpp" line="205"/>
        <source>$
/hour</source>
        <translation>$
/Stunde</translation>
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
        <translation>die gespeicherte Telemetriezusammenfassung ist kein JSON-Objekt</translation>
    </message>
    <message>
        <location filename="../app/core/storedtelemetry.cpp" line="143"/>
        <source>the stored telemetry of GPU %1 has a non-numeric %2</source>
        <translation>die gespeicherte Telemetrie von GPU %1 hat einen nicht numerischen Wert %2</translation>
    </message>
    <message>
        <location filename="../app/core/storedtelemetry.cpp" line="166"/>
        <source>the stored kernel summary is inconsistent</source>
        <translation>die gespeicherte Kernel-Zusammenfassung ist inkonsistent</translation>
    </message>
</context>
<context>
    <name>moeplan::core::TeamHistory</name>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="133"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="137"/>
        <source>not a postgresql:// URL</source>
        <translation>keine postgresql://-URL</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="140"/>
        <source>not a valid URL (%1)</source>
        <translation>keine gültige URL (%1)</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="142"/>
        <source>a password in the URL is refused: it would be kept in the shell&apos;s history and shown in the process list; put it in ~/.pgpass (or the file PGPASSFILE names)</source>
        <translation>ein Passwort in der URL wird abgelehnt: Es bliebe in der Shell-Historie und wäre in der Prozessliste sichtbar; legen Sie es in ~/.pgpass ab (oder in der Datei, die PGPASSFILE nennt)</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="155"/>
        <source>unknown parameter &quot;%1&quot; (known: sslmode, sslrootcert, host)</source>
        <translation>unbekannter Parameter &quot;%1&quot; (bekannt: sslmode, sslrootcert, host)</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="164"/>
        <source>the URL names no user (postgresql://USER@HOST/DBNAME)</source>
        <translation>die URL nennt keinen Benutzer (postgresql://USER@HOST/DBNAME)</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="166"/>
        <source>the URL names no host (postgresql://USER@HOST/DBNAME)</source>
        <translation>die URL nennt keinen Host (postgresql://USER@HOST/DBNAME)</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="168"/>
        <source>the URL names no database (postgresql://USER@HOST/DBNAME)</source>
        <translation>die URL nennt keine Datenbank (postgresql://USER@HOST/DBNAME)</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="170"/>
        <source>port %1 is outside 1-65535</source>
        <translation>Port %1 liegt außerhalb von 1-65535</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="174"/>
        <source>sslmode &quot;%1&quot; is not one of %2</source>
        <translation>sslmode &quot;%1&quot; ist keiner der Werte %2</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="177"/>
        <source>sslmode &quot;%1&quot; would send the history unencrypted to a remote host; use require, verify-ca or verify-full</source>
        <translation>sslmode &quot;%1&quot; würde den Verlauf unverschlüsselt an einen entfernten Host senden; verwenden Sie require, verify-ca oder verify-full</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="182"/>
        <source>sslmode %1 needs the CA file: add &amp;sslrootcert=PATH</source>
        <translation>sslmode %1 benötigt die CA-Datei: ergänzen Sie &amp;sslrootcert=PATH</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="243"/>
        <source>%1: %2: %3</source>
        <translation>%1: %2: %3</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="250"/>
        <source>%1: Qt&apos;s PostgreSQL driver is not installed (Debian: libqt6sql6-psql)</source>
        <translation>%1: Der PostgreSQL-Treiber von Qt ist nicht installiert (Debian: libqt6sql6-psql)</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="271"/>
        <source>%1: cannot connect: the server asks for a password and none was found: put it in ~/.pgpass or the file PGPASSFILE names (docs/database.md)</source>
        <translation>%1: keine Verbindung möglich: Der Server verlangt ein Passwort, und keines wurde gefunden: legen Sie es in ~/.pgpass oder in der Datei ab, die PGPASSFILE nennt (docs/database.md)</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="274"/>
        <source>%1: cannot connect: %2</source>
        <translation>%1: keine Verbindung möglich: %2</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="291"/>
        <source>the database holds a &quot;runs&quot; table that is not a MoE Planner history</source>
        <translation>die Datenbank enthält eine Tabelle &quot;runs&quot;, die kein MoE-Planner-Verlauf ist</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="297"/>
        <source>the database is not a MoE Planner history</source>
        <translation>die Datenbank ist kein MoE-Planner-Verlauf</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="303"/>
        <location filename="../app/core/teamhistory.cpp" line="333"/>
        <source>cannot read the schema</source>
        <translation>das Schema kann nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="306"/>
        <location filename="../app/core/teamhistory.cpp" line="319"/>
        <source>cannot use the history</source>
        <translation>der Verlauf ist nicht verwendbar</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="307"/>
        <source>its schema is version %1, newer than this MoE Planner reads (%2)</source>
        <translation>sein Schema hat Version %1, neuer als dieser MoE Planner liest (%2)</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="320"/>
        <source>the runs table lacks the columns %1</source>
        <translation>der Tabelle runs fehlen die Spalten %1</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="325"/>
        <location filename="../app/core/teamhistory.cpp" line="331"/>
        <location filename="../app/core/teamhistory.cpp" line="352"/>
        <location filename="../app/core/teamhistory.cpp" line="356"/>
        <source>cannot create the schema</source>
        <translation>das Schema kann nicht angelegt werden</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="342"/>
        <source>%1: the database holds no MoE Planner history yet, and role &quot;%2&quot; may not create it; the schema owner connects first (docs/database.md)</source>
        <translation>%1: Die Datenbank enthält noch keinen MoE-Planner-Verlauf, und die Rolle &quot;%2&quot; darf ihn nicht anlegen; der Schema-Eigentümer verbindet sich zuerst (docs/database.md)</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="346"/>
        <source>%1: the history&apos;s schema is version %2 and needs migrating to %3 by its owner; role &quot;%4&quot; may not (docs/database.md)</source>
        <translation>%1: Das Schema des Verlaufs hat Version %2 und muss von seinem Eigentümer auf %3 migriert werden; die Rolle &quot;%4&quot; darf das nicht (docs/database.md)</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="392"/>
        <source>cannot count the runs</source>
        <translation>die Läufe können nicht gezählt werden</translation>
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
        <translation>%1: nicht verbunden</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="411"/>
        <source>%1: role &quot;%2&quot; may read this history but not add runs to it (ask its owner for INSERT on runs and sources, docs/database.md)</source>
        <translation>%1: Die Rolle &quot;%2&quot; darf diesen Verlauf lesen, aber keine Läufe hinzufügen (bitten Sie den Eigentümer um INSERT auf runs und sources, docs/database.md)</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="590"/>
        <source>%1: role &quot;%2&quot; may not add runs: %3</source>
        <translation>%1: Die Rolle &quot;%2&quot; darf keine Läufe hinzufügen: %3</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="592"/>
        <source>cannot store the runs</source>
        <translation>die Läufe können nicht gespeichert werden</translation>
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
        <translation>die Läufe können nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="655"/>
        <source>cannot read the sources</source>
        <translation>die Quellen können nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="727"/>
        <location filename="../app/core/teamhistory.cpp" line="740"/>
        <location filename="../app/core/teamhistory.cpp" line="745"/>
        <source>cannot read the notes</source>
        <translation>Die Notizen können nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="828"/>
        <source>%1: role &quot;%2&quot; may not delete runs from this history (ask its owner for DELETE on runs and sources, docs/database.md)</source>
        <translation>%1: Die Rolle „%2“ darf keine Läufe aus dieser Historie löschen (bitten Sie ihren Eigentümer um DELETE auf runs und sources, docs/database.md)</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="832"/>
        <source>cannot delete the runs</source>
        <translation>Die Läufe können nicht gelöscht werden</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="843"/>
        <location filename="../app/core/teamhistory.cpp" line="854"/>
        <source>cannot change the notes</source>
        <translation>Die Notizen können nicht geändert werden</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="850"/>
        <source>%1: role &quot;%2&quot; may not change this history (ask its owner for UPDATE on runs, docs/database.md)</source>
        <translation>%1: Die Rolle „%2“ darf diese Historie nicht ändern (bitten Sie ihren Eigentümer um UPDATE auf runs, docs/database.md)</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="876"/>
        <location filename="../app/core/teamhistory.cpp" line="885"/>
        <source>cannot read the profiles</source>
        <translation>Die Profile können nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="923"/>
        <source>%1: a profile without a name cannot be stored</source>
        <translation>%1: Ein Profil ohne Namen kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="1021"/>
        <source>%1: role &quot;%2&quot; may not publish calibration profiles (ask its owner for INSERT and DELETE on profiles and profile_runs, docs/database.md)</source>
        <translation>%1: Die Rolle „%2“ darf keine Kalibrierprofile veröffentlichen (bitten Sie ihren Eigentümer um INSERT und DELETE auf profiles und profile_runs, docs/database.md)</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="1025"/>
        <source>cannot publish the profiles</source>
        <translation>Die Profile können nicht veröffentlicht werden</translation>
    </message>
    <message>
        <location filename="../app/core/teamhistory.cpp" line="1070"/>
        <source>%1: no such history database</source>
        <translation>%1: keine solche Verlaufsdatenbank</translation>
    </message>
</context>
<context>
    <name>moeplan::core::TelemetryText</name>
    <message>
        <location filename="../app/core/telemetry.cpp" line="146"/>
        <source>the file is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry.cpp" line="151"/>
        <source>a binary file, not a telemetry text file</source>
        <translation>eine Binärdatei, keine Telemetrie-Textdatei</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry.cpp" line="179"/>
        <source>not a GPU telemetry file this planner reads (DCGM exporter metrics, dcgmi dmon, nvidia-smi --query-gpu CSV, nvidia-smi dmon, AIPerf gpu_telemetry_export.jsonl, nsys cuda_gpu_kern_sum)</source>
        <translation>keine GPU-Telemetriedatei, die dieser Planer liest (DCGM-Exporter-Metriken, dcgmi dmon, nvidia-smi --query-gpu-CSV, nvidia-smi dmon, AIPerf gpu_telemetry_export.jsonl, nsys cuda_gpu_kern_sum)</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/aiperf.cpp" line="82"/>
        <source>not a JSON object (%1)</source>
        <translation>kein JSON-Objekt (%1)</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/aiperf.cpp" line="85"/>
        <source>another JSON value</source>
        <translation>ein anderer JSON-Wert</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/aiperf.cpp" line="92"/>
        <source>not a GPU telemetry record (no timestamp_ns with gpu_uuid or gpu_index)</source>
        <translation>kein GPU-Telemetriedatensatz (kein timestamp_ns mit gpu_uuid oder gpu_index)</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/aiperf.cpp" line="102"/>
        <source>gpu_index is %1, which is no GPU index</source>
        <translation>gpu_index ist %1, kein GPU-Index</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/aiperf.cpp" line="115"/>
        <source>the record names no GPU (gpu_index and gpu_uuid are empty)</source>
        <translation>der Datensatz nennt keine GPU (gpu_index und gpu_uuid sind leer)</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/aiperf.cpp" line="151"/>
        <source>%1 is not a number</source>
        <translation>%1 ist keine Zahl</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/aiperf.cpp" line="167"/>
        <source>AIPerf&apos;s sm_utilization is DCGM_FI_PROF_SM_ACTIVE (from a DCGM endpoint) or NVML&apos;s GPM SM utilisation (from pynvml), in percent; it is stored as SM activity.</source>
        <translation>AIPerfs sm_utilization ist DCGM_FI_PROF_SM_ACTIVE (von einem DCGM-Endpunkt) oder die GPM-SM-Auslastung von NVML (von pynvml), in Prozent; sie wird als SM-Aktivität gespeichert.</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/aiperf.cpp" line="173"/>
        <source>AMD GPUs: only amd_power is read; amdsmi&apos;s activity counters (amd_gfx_activity, amd_umc_activity) measure other quantities than NVIDIA&apos;s.</source>
        <translation>AMD-GPUs: nur amd_power wird gelesen; die Aktivitätszähler von amdsmi (amd_gfx_activity, amd_umc_activity) messen andere Größen als die von NVIDIA.</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/dmon.cpp" line="115"/>
        <location filename="../app/core/telemetry/prometheus.cpp" line="232"/>
        <location filename="../app/core/telemetry/smicsv.cpp" line="302"/>
        <source>%1 has the value &quot;%2&quot;, which is no number</source>
        <translation>%1 hat den Wert &quot;%2&quot;, der keine Zahl ist</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/dmon.cpp" line="185"/>
        <source>a sample comes before any &quot;#Entity&quot; header</source>
        <translation>ein Messwert steht vor jeder &quot;#Entity&quot;-Kopfzeile</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/dmon.cpp" line="224"/>
        <source>the row has %1 values where the header names %2 fields</source>
        <translation>die Zeile hat %1 Werte, wo die Kopfzeile %2 Felder nennt</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/dmon.cpp" line="235"/>
        <source>%1 rows of entities that are no GPU (NVSwitch, CPU, link) were skipped.</source>
        <translation>%1 Zeilen von Entitäten, die keine GPU sind (NVSwitch, CPU, Link), wurden übersprungen.</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/dmon.cpp" line="239"/>
        <source>MIG instances (GPU-I, GPU-CI rows) are kept as devices of their own; dcgmi numbers them without their parent GPU.</source>
        <translation>MIG-Instanzen (GPU-I-, GPU-CI-Zeilen) werden als eigene Geräte geführt; dcgmi nummeriert sie ohne ihre übergeordnete GPU.</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/dmon.cpp" line="352"/>
        <source>a sample comes before any &quot;# gpu&quot; header</source>
        <translation>ein Messwert steht vor jeder &quot;# gpu&quot;-Kopfzeile</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/dmon.cpp" line="357"/>
        <location filename="../app/core/telemetry/smicsv.cpp" line="235"/>
        <source>the row has %1 values where the header names %2 columns</source>
        <translation>die Zeile hat %1 Werte, wo die Kopfzeile %2 Spalten nennt</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/dmon.cpp" line="374"/>
        <source>the row names no GPU index</source>
        <translation>die Zeile nennt keinen GPU-Index</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/dmon.cpp" line="393"/>
        <source>nvidia-smi dmon&apos;s &quot;sm&quot; column is the share of time a kernel ran (utilization.gpu), not SM activity.</source>
        <translation>Die Spalte &quot;sm&quot; von nvidia-smi dmon ist der Zeitanteil, in dem ein Kernel lief (utilization.gpu), keine SM-Aktivität.</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/nsys.cpp" line="271"/>
        <source>the row has %1 fields where the header names %2</source>
        <translation>die Zeile hat %1 Felder, wo die Kopfzeile %2 nennt</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/nsys.cpp" line="282"/>
        <source>Total Time is &quot;%1&quot;, which is no duration</source>
        <translation>Total Time ist &quot;%1&quot;, keine Dauer</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/nsys.cpp" line="341"/>
        <source>nsys wrote no kernel summary: %1</source>
        <translation>nsys hat keine Kernel-Zusammenfassung geschrieben: %1</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/nsys.cpp" line="344"/>
        <source>holds no CUDA kernel summary row</source>
        <translation>enthält keine CUDA-Kernel-Zusammenfassungszeile</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/nsys.cpp" line="351"/>
        <source>The file holds more than one kernel summary table; only the first was read.</source>
        <translation>Die Datei enthält mehr als eine Kernel-Zusammenfassungstabelle; nur die erste wurde gelesen.</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/nsys.cpp" line="355"/>
        <source>No kernel in the summary is a collective (NCCL, DeepEP or NVSHMEM).</source>
        <translation>Kein Kernel in der Zusammenfassung ist ein Collective (NCCL, DeepEP oder NVSHMEM).</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/prometheus.cpp" line="203"/>
        <source>not a Prometheus sample line: %1</source>
        <translation>keine Prometheus-Messwertzeile: %1</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/prometheus.cpp" line="214"/>
        <source>the label set of %1 is not closed (a line cut short?)</source>
        <translation>die Label-Menge von %1 ist nicht geschlossen (eine abgeschnittene Zeile?)</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/prometheus.cpp" line="226"/>
        <source>%1 has no value (a line cut short?)</source>
        <translation>%1 hat keinen Wert (eine abgeschnittene Zeile?)</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/prometheus.cpp" line="240"/>
        <source>%1 is followed by &quot;%2&quot;, which is no timestamp</source>
        <translation>auf %1 folgt &quot;%2&quot;, kein Zeitstempel</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/prometheus.cpp" line="287"/>
        <source>%1 samples of a metric this planner reads carry no gpu label (NVSwitch, CPU or link entities) and were skipped.</source>
        <translation>%1 Messwerte einer Metrik, die dieser Planer liest, tragen kein gpu-Label (NVSwitch-, CPU- oder Link-Entitäten) und wurden übersprungen.</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/prometheus.cpp" line="292"/>
        <source>MIG instances (GPU_I_ID) are kept as devices of their own, &quot;GPU/instance&quot;; their activity is a share of the instance, not of the whole GPU.</source>
        <translation>MIG-Instanzen (GPU_I_ID) werden als eigene Geräte geführt, &quot;GPU/instance&quot;; ihre Aktivität ist ein Anteil der Instanz, nicht der ganzen GPU.</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/prometheus.cpp" line="296"/>
        <source>The file uses the dcgm-exporter 1.x metric names.</source>
        <translation>Die Datei verwendet die Metriknamen von dcgm-exporter 1.x.</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/sink.cpp" line="200"/>
        <source>%1 is %2, below 0: a utilisation cannot be negative</source>
        <translation>%1 ist %2, unter 0: eine Auslastung kann nicht negativ sein</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/sink.cpp" line="208"/>
        <source>%1 is %2, above 100 %: a utilisation cannot exceed 100 %</source>
        <translation>%1 ist %2, über 100 %: eine Auslastung kann 100 % nicht übersteigen</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/sink.cpp" line="209"/>
        <source>%1 is %2, above 1: an activity ratio cannot exceed 1</source>
        <translation>%1 ist %2, über 1: ein Aktivitätsverhältnis kann 1 nicht übersteigen</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/sink.cpp" line="217"/>
        <source>%1 is %2: a power draw cannot be negative</source>
        <translation>%1 ist %2: eine Leistungsaufnahme kann nicht negativ sein</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/sink.cpp" line="222"/>
        <source>%1 is %2 W, more than any GPU draws</source>
        <translation>%1 ist %2 W, mehr als jede GPU aufnimmt</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/sink.cpp" line="228"/>
        <source>%1 is %2: NVLink traffic cannot be negative</source>
        <translation>%1 ist %2: NVLink-Verkehr kann nicht negativ sein</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/sink.cpp" line="233"/>
        <source>%1 is %2 bytes/s, more than any NVLink carries</source>
        <translation>%1 ist %2 Bytes/s, mehr als jedes NVLink überträgt</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/sink.cpp" line="288"/>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/sink.cpp" line="309"/>
        <source>holds no sample of a metric this planner reads (SM, tensor and DRAM activity, GPU and memory utilisation, NVLink traffic, power)</source>
        <translation>enthält keinen Messwert einer Metrik, die dieser Planer liest (SM-, Tensor- und DRAM-Aktivität, GPU- und Speicherauslastung, NVLink-Verkehr, Leistung)</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/sink.cpp" line="315"/>
        <source>%1 values were NaN or infinite and were skipped (the first at line %2).</source>
        <translation>%1 Werte waren NaN oder unendlich und wurden übersprungen (der erste in Zeile %2).</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/sink.cpp" line="320"/>
        <source>%1 values held DCGM&apos;s blank marker (no data) and were skipped (the first at line %2).</source>
        <translation>%1 Werte enthielten die Leermarkierung von DCGM (keine Daten) und wurden übersprungen (der erste in Zeile %2).</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/sink.cpp" line="326"/>
        <source>%1 values were not available (N/A, not supported or empty) and were skipped (the first at line %2).</source>
        <translation>%1 Werte waren nicht verfügbar (N/A, nicht unterstützt oder leer) und wurden übersprungen (der erste in Zeile %2).</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/sink.cpp" line="332"/>
        <source>%1 lines that are neither a header nor a sample were ignored (the first at line %2).</source>
        <translation>%1 Zeilen, die weder Kopfzeile noch Messwert sind, wurden ignoriert (die erste in Zeile %2).</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/sink.cpp" line="339"/>
        <source>The file carries GPU_UTIL but no SM activity (DCGM_FI_PROF_SM_ACTIVE). GPU_UTIL counts a GPU busy while it waits inside a collective; it is no evidence of compute.</source>
        <translation>Die Datei enthält GPU_UTIL, aber keine SM-Aktivität (DCGM_FI_PROF_SM_ACTIVE). GPU_UTIL zählt eine GPU als belegt, während sie in einem Collective wartet; es ist kein Beleg für Rechenlast.</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/sink.cpp" line="345"/>
        <source>The file carries no NVLink traffic (DCGM_FI_PROF_NVLINK_TX_BYTES/RX_BYTES); communication volume is unknown.</source>
        <translation>Die Datei enthält keinen NVLink-Verkehr (DCGM_FI_PROF_NVLINK_TX_BYTES/RX_BYTES); das Kommunikationsvolumen ist unbekannt.</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/smicsv.cpp" line="217"/>
        <source>the query names no GPU column (index, uuid or pci.bus_id): the rows of different GPUs cannot be told apart</source>
        <translation>die Abfrage nennt keine GPU-Spalte (index, uuid oder pci.bus_id): die Zeilen verschiedener GPUs lassen sich nicht unterscheiden</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/smicsv.cpp" line="227"/>
        <source>the file has no header line (nvidia-smi --format=csv,noheader): its columns cannot be named; record it again without noheader</source>
        <translation>die Datei hat keine Kopfzeile (nvidia-smi --format=csv,noheader): ihre Spalten lassen sich nicht benennen; zeichnen Sie sie erneut ohne noheader auf</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/smicsv.cpp" line="278"/>
        <source>the row names no GPU (its index, uuid and bus id are empty)</source>
        <translation>die Zeile nennt keine GPU (Index, UUID und Bus-ID sind leer)</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/smicsv.cpp" line="312"/>
        <source>nvidia-smi&apos;s timestamps are the node&apos;s clock without a time zone; they are taken as UTC.</source>
        <translation>Die Zeitstempel von nvidia-smi sind die Knotenuhr ohne Zeitzone; sie werden als UTC angenommen.</translation>
    </message>
    <message>
        <location filename="../app/core/telemetry/smicsv.cpp" line="317"/>
        <source>Some timestamps could not be read and were left out of the sampled window.</source>
        <translation>Einige Zeitstempel konnten nicht gelesen werden und wurden aus dem Messzeitfenster ausgelassen.</translation>
    </message>
</context>
<context>
    <name>moeplan::core::UserCatalog</name>
    <message>
        <location filename="../app/core/usercatalog.cpp" line="38"/>
        <source>%1: no such file</source>
        <translation>%1: keine solche Datei</translation>
    </message>
    <message>
        <location filename="../app/core/usercatalog.cpp" line="42"/>
        <source>%1: not a regular file</source>
        <translation>%1: keine reguläre Datei</translation>
    </message>
    <message>
        <location filename="../app/core/usercatalog.cpp" line="47"/>
        <source>%1: cannot read: %2</source>
        <translation>%1: Lesen nicht möglich: %2</translation>
    </message>
    <message>
        <location filename="../app/core/usercatalog.cpp" line="52"/>
        <source>%1: larger than 4 MiB; not a catalog entry</source>
        <translation>%1: größer als 4 MiB; kein Katalogeintrag</translation>
    </message>
    <message>
        <location filename="../app/core/usercatalog.cpp" line="63"/>
        <source>%1: not valid JSON at offset %2: %3</source>
        <translation>%1: kein gültiges JSON an Offset %2: %3</translation>
    </message>
    <message>
        <location filename="../app/core/usercatalog.cpp" line="70"/>
        <source>%1: expected one JSON object</source>
        <translation>%1: ein JSON-Objekt erwartet</translation>
    </message>
    <message>
        <location filename="../app/core/usercatalog.cpp" line="80"/>
        <source>%1: cannot create the folder</source>
        <translation>%1: Ordner kann nicht erstellt werden</translation>
    </message>
    <message>
        <location filename="../app/core/usercatalog.cpp" line="85"/>
        <location filename="../app/core/usercatalog.cpp" line="90"/>
        <source>%1: cannot write: %2</source>
        <translation>%1: Schreiben nicht möglich: %2</translation>
    </message>
    <message>
        <location filename="../app/core/usercatalog.cpp" line="122"/>
        <source>&quot;%1&quot; is a bundled GPU kind; choose another id, or replace it for this user (--override-bundled)</source>
        <translation>&quot;%1&quot; ist ein mitgelieferter GPU-Typ; wählen Sie eine andere ID oder ersetzen Sie ihn für diesen Benutzer (--override-bundled)</translation>
    </message>
    <message>
        <location filename="../app/core/usercatalog.cpp" line="125"/>
        <source>%1: user GPU kind skipped: %2</source>
        <translation>%1: Benutzer-GPU-Typ übersprungen: %2</translation>
    </message>
    <message>
        <location filename="../app/core/usercatalog.cpp" line="126"/>
        <source>%1: user GPU kind skipped: id &quot;%2&quot; is already defined by another file of the user catalog</source>
        <translation>%1: Benutzer-GPU-Typ übersprungen: ID &quot;%2&quot; ist bereits in einer anderen Datei des Benutzerkatalogs definiert</translation>
    </message>
    <message>
        <location filename="../app/core/usercatalog.cpp" line="129"/>
        <source>%1: user GPU kind skipped: id &quot;%2&quot; is bundled; the file must say &quot;override_bundled&quot;: true to replace it</source>
        <translation>%1: Benutzer-GPU-Typ übersprungen: ID &quot;%2&quot; ist mitgeliefert; die Datei muss &quot;override_bundled&quot;: true enthalten, um ihn zu ersetzen</translation>
    </message>
    <message>
        <location filename="../app/core/usercatalog.cpp" line="132"/>
        <source>&quot;%1&quot; is a bundled GPU kind; only user entries can be removed</source>
        <translation>&quot;%1&quot; ist ein mitgelieferter GPU-Typ; nur Benutzereinträge können entfernt werden</translation>
    </message>
    <message>
        <location filename="../app/core/usercatalog.cpp" line="138"/>
        <source>&quot;%1&quot; is a bundled model; choose another id, or replace it for this user (--override-bundled)</source>
        <translation>&quot;%1&quot; ist ein mitgeliefertes Modell; wählen Sie eine andere ID oder ersetzen Sie es für diesen Benutzer (--override-bundled)</translation>
    </message>
    <message>
        <location filename="../app/core/usercatalog.cpp" line="141"/>
        <source>%1: user model skipped: %2</source>
        <translation>%1: Benutzermodell übersprungen: %2</translation>
    </message>
    <message>
        <location filename="../app/core/usercatalog.cpp" line="142"/>
        <source>%1: user model skipped: id &quot;%2&quot; is already defined by another file of the user catalog</source>
        <translation>%1: Benutzermodell übersprungen: ID &quot;%2&quot; ist bereits in einer anderen Datei des Benutzerkatalogs definiert</translation>
    </message>
    <message>
        <location filename="../app/core/usercatalog.cpp" line="145"/>
        <source>%1: user model skipped: id &quot;%2&quot; is bundled; the file must say &quot;override_bundled&quot;: true to replace it</source>
        <translation>%1: Benutzermodell übersprungen: ID &quot;%2&quot; ist mitgeliefert; die Datei muss &quot;override_bundled&quot;: true enthalten, um es zu ersetzen</translation>
    </message>
    <message>
        <location filename="../app/core/usercatalog.cpp" line="148"/>
        <source>&quot;%1&quot; is a bundled model; only user entries can be removed</source>
        <translation>&quot;%1&quot; ist ein mitgeliefertes Modell; nur Benutzereinträge können entfernt werden</translation>
    </message>
    <message>
        <location filename="../app/core/usercatalog.cpp" line="155"/>
        <source>use 1-64 lower-case letters, digits and . _ + - (not starting with . or -)</source>
        <translation>1-64 Kleinbuchstaben, Ziffern und . _ + - verwenden (nicht beginnend mit . oder -)</translation>
    </message>
    <message>
        <location filename="../app/core/usercatalog.cpp" line="180"/>
        <source>&quot;%1&quot; is already in the user catalog; remove it first, or overwrite it (--replace)</source>
        <translation>&quot;%1&quot; ist bereits im Benutzerkatalog; entfernen Sie ihn zuerst oder überschreiben Sie ihn (--replace)</translation>
    </message>
    <message>
        <location filename="../app/core/usercatalog.cpp" line="205"/>
        <source>%1 (skipped)</source>
        <translation>%1 (übersprungen)</translation>
    </message>
    <message>
        <location filename="../app/core/usercatalog.cpp" line="216"/>
        <location filename="../app/core/usercatalog.cpp" line="319"/>
        <location filename="../app/core/usercatalog.cpp" line="343"/>
        <source>id &quot;%1&quot;: %2</source>
        <translation>ID &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <location filename="../app/core/usercatalog.cpp" line="251"/>
        <source>&quot;%1&quot; is not in the user catalog (%2)</source>
        <translation>&quot;%1&quot; ist nicht im Benutzerkatalog (%2)</translation>
    </message>
    <message>
        <location filename="../app/core/usercatalog.cpp" line="255"/>
        <source>%1: cannot remove</source>
        <translation>%1: Entfernen nicht möglich</translation>
    </message>
    <message>
        <location filename="../app/core/usercatalog.cpp" line="150"/>
        <source>model &quot;%1&quot;: %2</source>
        <translation>Modell &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <location filename="../app/core/usercatalog.cpp" line="345"/>
        <source>user datasheet</source>
        <translation>Benutzer-Datenblatt</translation>
    </message>
    <message>
        <location filename="../app/core/usercatalog.cpp" line="134"/>
        <source>GPU kind &quot;%1&quot;: %2</source>
        <translation>GPU-Typ &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <location filename="../app/core/usercatalog.cpp" line="388"/>
        <location filename="../app/core/usercatalog.cpp" line="395"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/core/usercatalog.cpp" line="393"/>
        <source>user datasheet %1</source>
        <translation>Benutzer-Datenblatt %1</translation>
    </message>
</context>
<context>
    <name>moeplan::gui::Keyring</name>
    <message>
        <location filename="../app/gui/keyring.cpp" line="41"/>
        <location filename="../app/gui/keyring.cpp" line="57"/>
        <location filename="../app/gui/keyring.cpp" line="66"/>
        <source>the system keyring did not answer</source>
        <translation>Der Schlüsselbund des Systems hat nicht geantwortet</translation>
    </message>
</context>
<context>
    <name>moeplan::widgets::AddModelDialog</name>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="51"/>
        <source>latent (MLA), %1 heads, latent %2</source>
        <translation>latent (MLA), %1 Heads, latent %2</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="55"/>
        <source>hybrid: %1 of %2 layers full attention (%3 heads, %4 KV), the rest linear</source>
        <translation>hybrid: %1 von %2 Schichten Full Attention (%3 Heads, %4 KV), der Rest linear</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="65"/>
        <source>grouped-query, %1 heads, %2 KV heads of %3</source>
        <translation>Grouped-Query, %1 Heads, %2 KV-Heads zu %3</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="70"/>
        <source>; %1 of %2 layers full, the rest a %3-token window</source>
        <translation>; %1 von %2 Schichten voll, der Rest ein %3-Token-Fenster</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="83"/>
        <source>Add Model from config.json</source>
        <translation>Modell aus config.json hinzufügen</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="85"/>
        <source>Reading &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; wird gelesen</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="93"/>
        <source>The catalog id. Imported runs whose model name normalises to it join calibration.</source>
        <translation>Die Katalog-ID. Importierte Läufe, deren Modellname darauf normalisiert wird, gehen in die Kalibrierung ein.</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="96"/>
        <source>Replace the bundled model with this id (for this user)</source>
        <translation>Das mitgelieferte Modell mit dieser ID ersetzen (für diesen Benutzer)</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="98"/>
        <source>&amp;Id:</source>
        <translation>&amp;ID:</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="99"/>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="103"/>
        <source>Derived from the config</source>
        <translation>Aus der Konfiguration abgeleitet</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="170"/>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="170"/>
        <source>%1 B total, %2 B active per token</source>
        <translation>%1 Mrd. gesamt, %2 Mrd. aktiv pro Token</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="173"/>
        <source>Layers</source>
        <translation>Schichten</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="173"/>
        <source>%1 (%2 with experts)</source>
        <translation>%1 (%2 mit Experten)</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="174"/>
        <source>%1 (dense)</source>
        <translation>%1 (dense)</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="176"/>
        <source>Experts</source>
        <translation>Experten</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="176"/>
        <source>%1 routed, %2 per token, %3 shared</source>
        <translation>%1 geroutet, %2 pro Token, %3 geteilt</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="180"/>
        <source>Attention</source>
        <translation>Attention</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="181"/>
        <source>Precision</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="182"/>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="182"/>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="183"/>
        <source>KV cache</source>
        <translation>KV-Cache</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="183"/>
        <source>%1 KiB per token of context</source>
        <translation>%1 KiB pro Kontext-Token</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="187"/>
        <source>Notes: %1</source>
        <translation>Hinweise: %1</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="195"/>
        <source>Give the model an id.</source>
        <translation>Geben Sie dem Modell eine ID.</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="198"/>
        <source>&quot;%1&quot; is already in the user catalog; saving replaces it.</source>
        <translation>&quot;%1&quot; ist bereits im Benutzerkatalog; Speichern ersetzt es.</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="201"/>
        <source>&quot;%1&quot; is a bundled model: choose another id, or replace the bundled one.</source>
        <translation>&quot;%1&quot; ist ein mitgeliefertes Modell: wählen Sie eine andere ID oder ersetzen Sie das mitgelieferte.</translation>
    </message>
</context>
<context>
    <name>moeplan::widgets::BreakdownChart</name>
    <message>
        <location filename="../widgets/breakdownchart.cpp" line="122"/>
        <source>Decode step time (ms)</source>
        <translation>Decode-Schrittzeit (ms)</translation>
    </message>
    <message>
        <location filename="../widgets/breakdownchart.cpp" line="137"/>
        <source>Expected readings (%)</source>
        <translation>Erwartete Messwerte (%)</translation>
    </message>
    <message>
        <location filename="../widgets/breakdownchart.cpp" line="135"/>
        <source>Model&apos;s expected readings, % (dashed: where the ceiling is near)</source>
        <translation>Erwartete Messwerte des Modells, % (gestrichelt: Obergrenze nahe)</translation>
    </message>
    <message>
        <location filename="../widgets/breakdownchart.cpp" line="136"/>
        <source>Expected readings, % (dashed: ceiling near)</source>
        <translation>Erwartete Messwerte, % (gestrichelt: Obergrenze nahe)</translation>
    </message>
    <message>
        <location filename="../widgets/breakdownchart.cpp" line="144"/>
        <source>Compute utilisation
% of peak FLOP/s</source>
        <translation>Rechenauslastung
% der Spitzen-FLOP/s</translation>
    </message>
    <message>
        <location filename="../widgets/breakdownchart.cpp" line="144"/>
        <source>HBM bandwidth
% of peak bandwidth</source>
        <translation>HBM-Bandbreite
% der Spitzenbandbreite</translation>
    </message>
    <message>
        <location filename="../widgets/breakdownchart.cpp" line="145"/>
        <source>Exposed communication
% of step time</source>
        <translation>Freiliegende Kommunikation
% der Schrittzeit</translation>
    </message>
    <message>
        <location filename="../widgets/breakdownchart.cpp" line="145"/>
        <source>Fixed overhead
% of step time</source>
        <translation>Fester Overhead
% der Schrittzeit</translation>
    </message>
    <message>
        <location filename="../widgets/breakdownchart.cpp" line="146"/>
        <source>Compute, % of peak</source>
        <translation>Rechnen, % der Spitze</translation>
    </message>
    <message>
        <location filename="../widgets/breakdownchart.cpp" line="146"/>
        <source>HBM, % of peak</source>
        <translation>HBM, % der Spitze</translation>
    </message>
    <message>
        <location filename="../widgets/breakdownchart.cpp" line="147"/>
        <source>Exposed comm., % of step</source>
        <translation>Freil. Komm., % des Schritts</translation>
    </message>
    <message>
        <location filename="../widgets/breakdownchart.cpp" line="147"/>
        <source>Overhead, % of step</source>
        <translation>Overhead, % des Schritts</translation>
    </message>
    <message>
        <location filename="../widgets/breakdownchart.cpp" line="299"/>
        <source>This scenario</source>
        <translation>Dieses Szenario</translation>
    </message>
    <message>
        <location filename="../widgets/breakdownchart.cpp" line="304"/>
        <source>Pinned
%1</source>
        <translation>Angeheftet
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
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../widgets/breakdownchart.cpp" line="366"/>
        <source>this</source>
        <translation>dieses</translation>
    </message>
    <message>
        <location filename="../widgets/breakdownchart.cpp" line="366"/>
        <source>pinned</source>
        <translation>angeheftet</translation>
    </message>
    <message>
        <location filename="../widgets/breakdownchart.cpp" line="380"/>
        <source>Bound by: %1 · step %2 ms</source>
        <translation>Begrenzt durch: %1 · Schritt %2 ms</translation>
    </message>
    <message>
        <location filename="../widgets/breakdownchart.cpp" line="385"/>
        <source>Out of memory: needs %1 GB per GPU, has %2 GB (%3 GB short)</source>
        <translation>Speicher reicht nicht: benötigt %1 GB pro GPU, vorhanden %2 GB (%3 GB zu wenig)</translation>
    </message>
    <message>
        <location filename="../widgets/breakdownchart.cpp" line="395"/>
        <source>No evaluation for this scenario</source>
        <translation>Keine Auswertung für dieses Szenario</translation>
    </message>
    <message>
        <location filename="../widgets/breakdownchart.cpp" line="429"/>
        <source>%1 · measured %2</source>
        <translation>%1 · gemessen %2</translation>
    </message>
</context>
<context>
    <name>moeplan::widgets::CalibrationPage</name>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="106"/>
        <source>&amp;Refit Calibration</source>
        <translation>Kalibrierung &amp;neu anpassen</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="107"/>
        <source>Cancel Refit</source>
        <translation>Neuanpassung abbrechen</translation>
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
        <translation>Die Kalibrierprofile auf allen Läufen von %1 neu anpassen, kreuzvalidieren (%2 Folds, gruppiert nach Deployment) und speichern (%3)</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="219"/>
        <source>Stop the refit: nothing is stored and nothing changes (Esc)</source>
        <translation>Neuanpassung stoppen: nichts wird gespeichert und nichts ändert sich (Esc)</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="228"/>
        <source>Progress of the refit; the window stays usable meanwhile</source>
        <translation>Fortschritt der Neuanpassung; das Fenster bleibt währenddessen benutzbar</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="247"/>
        <source>The calibration the current scenario uses (its &quot;calibration&quot; setting, GPU kind and engine)</source>
        <translation>Die Kalibrierung, die das aktuelle Szenario verwendet (seine Einstellung &quot;calibration&quot;, GPU-Typ und Engine)</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="251"/>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="251"/>
        <source>Provenance</source>
        <translation>Herkunft</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="251"/>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="251"/>
        <source>Fitted</source>
        <translation>Angepasst</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="251"/>
        <source>TPOT error</source>
        <translation>TPOT-Fehler</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="252"/>
        <source>In-sample median absolute TPOT error</source>
        <translation>In-Sample-Median des absoluten TPOT-Fehlers</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="182"/>
        <source>Calibration profiles stored in %1; the one the current scenario uses is bold. Select one to see its parameters.</source>
        <translation>In %1 gespeicherte Kalibrierprofile; das vom aktuellen Szenario verwendete ist fett. Wählen Sie eines aus, um seine Parameter zu sehen.</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="259"/>
        <source>Parameter</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="259"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="259"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="259"/>
        <source>± SE</source>
        <translation>± SE</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="260"/>
        <source>Standard error of a fitted value</source>
        <translation>Standardfehler eines angepassten Werts</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="262"/>
        <source>Fitted or prior value, with its unit; a fraction is of the datasheet peak or a share</source>
        <translation>Angepasster oder Prior-Wert mit Einheit; ein Anteil bezieht sich auf die Datenblatt-Spitze oder ist ein Anteil</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="271"/>
        <source>Parameters of the selected profile: fitted with their standard errors, or kept at the datasheet prior with the reason</source>
        <translation>Parameter des ausgewählten Profils: angepasst mit ihren Standardfehlern oder mit Begründung beim Datenblatt-Prior belassen</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="275"/>
        <source>Runs the fit left out (and why), the profile&apos;s notes and its 80% prediction interval</source>
        <translation>Von der Anpassung ausgelassene Läufe (und warum), die Hinweise des Profils und sein 80-%-Vorhersageintervall</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="283"/>
        <source>&amp;Profiles</source>
        <translation>&amp;Profile</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="285"/>
        <source>Para&amp;meters</source>
        <translation>Para&amp;meter</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="287"/>
        <source>F&amp;lagged runs and notes</source>
        <translation>&amp;Markierte Läufe und Hinweise</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="297"/>
        <source>Plot time per output token</source>
        <translation>Zeit pro Ausgabe-Token darstellen</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="298"/>
        <source>Plot time to first token</source>
        <translation>Zeit bis zum ersten Token darstellen</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="303"/>
        <source>Predicted vs measured, cross-validated; metri&amp;c:</source>
        <translation>Vorhergesagt vs. gemessen, kreuzvalidiert; Metri&amp;k:</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="312"/>
        <source>GPU kind</source>
        <translation>GPU-Typ</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="313"/>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="314"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="315"/>
        <source>Serving mode</source>
        <translation>Serving-Modus</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="316"/>
        <source>How the cross-validated errors are grouped</source>
        <translation>Wie die kreuzvalidierten Fehler gruppiert werden</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="319"/>
        <source>Cross-validated error&amp;s by group:</source>
        <translation>Kreuzvalidierte &amp;Fehler nach Gruppe:</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="325"/>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="141"/>
        <source>No cross-validated predictions yet.
Refit (%1) to plot each run&apos;s held-out
prediction against its measurement.</source>
        <translation>Noch keine kreuzvalidierten Vorhersagen.
Neu anpassen (%1), um die zurückgehaltene Vorhersage
jedes Laufs gegen seine Messung darzustellen.</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="193"/>
        <location filename="../widgets/calibrationpage.cpp" line="470"/>
        <source>No run has both a prediction
and a measurement of this metric.</source>
        <translation>Kein Lauf hat sowohl eine Vorhersage
als auch eine Messung dieser Metrik.</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="521"/>
        <source>%1: pooled over GPU kinds, what a kind without runs of its own is predicted with</source>
        <translation>%1: über GPU-Typen zusammengefasst, womit ein Typ ohne eigene Läufe vorhergesagt wird</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="607"/>
        <source>%1 (key %2): bounds %3 to %4 %5</source>
        <translation>%1 (Schlüssel %2): Grenzen %3 bis %4 %5</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="334"/>
        <source>Absolute percentage errors of held-out predictions (median and 90th percentile) and the share of runs inside the predicted 80% interval, for TPOT and TTFT</source>
        <translation>Absolute prozentuale Fehler zurückgehaltener Vorhersagen (Median und 90. Perzentil) und Anteil der Läufe innerhalb des vorhergesagten 80-%-Intervalls, für TPOT und TTFT</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="137"/>
        <source>The cross-validated errors and the predicted-vs-measured plot appear after a refit (%1).</source>
        <translation>Die kreuzvalidierten Fehler und das Diagramm „vorhergesagt vs. gemessen“ erscheinen nach einer Neuanpassung (%1).</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="185"/>
        <source>Profiles stored in %1.</source>
        <translation>Profile in %1 gespeichert.</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="429"/>
        <source>Starting</source>
        <translation>Wird gestartet</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="430"/>
        <source>Refitting on the runs of %1…</source>
        <translation>Neuanpassung auf den Läufen von %1…</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="440"/>
        <source>Cancelling…</source>
        <translation>Wird abgebrochen…</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="453"/>
        <source>Refit cancelled: the stored profiles are unchanged.</source>
        <translation>Neuanpassung abgebrochen: die gespeicherten Profile sind unverändert.</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="457"/>
        <source>Refit failed: %1</source>
        <translation>Neuanpassung fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="458"/>
        <source>Profiles unchanged.</source>
        <translation>Profile unverändert.</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/calibrationpage.cpp" line="463"/>
        <source>Refitted %Ln profile(s) on %1 runs (%2 not placed in the model) in %3 s; stored in %4.</source>
        <translation>
            <numerusform>%Ln Profil auf %1 Läufen neu angepasst (%2 nicht im Modell platziert) in %3 s; gespeichert in %4.</numerusform>
            <numerusform>%Ln Profile auf %1 Läufen neu angepasst (%2 nicht im Modell platziert) in %3 s; gespeichert in %4.</numerusform>
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
Median</translation>
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
in 80%</translation>
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
Median</translation>
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
in 80%</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="508"/>
        <source>%1 kinds/%2</source>
        <translation>%1 Typen/%2</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="513"/>
        <source>%1 from %2</source>
        <translation>%1 aus %2</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="563"/>
        <source>Current scenario: %1</source>
        <translation>Aktuelles Szenario: %1</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="578"/>
        <source>No calibration profiles yet: refit to fit them on the runs of %1.</source>
        <translation>Noch keine Kalibrierprofile: neu anpassen, um sie auf den Läufen von %1 anzupassen.</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="591"/>
        <source>fraction</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="604"/>
        <source>fitted</source>
        <translation>angepasst</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="605"/>
        <source>out</source>
        <translation>entfernt</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="606"/>
        <source>prior</source>
        <translation>Prior</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="613"/>
        <source>Kept at the datasheet prior: the runs do not determine it (%1)</source>
        <translation>Beim Datenblatt-Prior belassen: die Läufe bestimmen ihn nicht (%1)</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="614"/>
        <source>no fit</source>
        <translation>keine Anpassung</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/calibrationpage.cpp" line="633"/>
        <source>%Ln held-out run(s)</source>
        <translation>
            <numerusform>%Ln zurückgehaltener Lauf</numerusform>
            <numerusform>%Ln zurückgehaltene Läufe</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="635"/>
        <source>from %1: too few of its own</source>
        <translation>von %1: zu wenige eigene</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="636"/>
        <source>from %1&apos;s %2: too few of its own</source>
        <translation>aus %2 von %1: zu wenige eigene</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="637"/>
        <source>from their own held-out errors</source>
        <translation>aus ihren eigenen zurückgehaltenen Fehlern</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="638"/>
        <source>from their own %1</source>
        <translation>aus ihren eigenen %1</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="641"/>
        <source>Disaggregated runs: TPOT ×%1 to ×%2 (%3)</source>
        <translation>Disaggregierte Läufe: TPOT ×%1 bis ×%2 (%3)</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="646"/>
        <source>Disaggregated runs: TTFT ×%1 to ×%2 (%3)</source>
        <translation>Disaggregierte Läufe: TTFT ×%1 bis ×%2 (%3)</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="654"/>
        <source>Corrections per model on this profile (aggregated serving; the offsets of the architecture and of this engine for it, together):</source>
        <translation>Korrekturen je Modell in diesem Profil (aggregierter Betrieb; die Korrekturen der Architektur und dieser Engine für sie, zusammen):</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="656"/>
        <source>Corrections per model on this profile (aggregated serving; the offsets of the architecture, of this engine for it and on this GPU kind, together):</source>
        <translation>Korrekturen je Modell in diesem Profil (aggregierter Betrieb; die Korrekturen der Architektur, dieser Engine für sie und auf diesem GPU-Typ, zusammen):</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="660"/>
        <source>  %1: TPOT ×%2, TTFT ×%3</source>
        <translation>  %1: TPOT ×%2, TTFT ×%3</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/calibrationpage.cpp" line="666"/>
        <source>%Ln run(s) flagged, not fitted:</source>
        <translation>
            <numerusform>%Ln Lauf markiert, nicht angepasst:</numerusform>
            <numerusform>%Ln Läufe markiert, nicht angepasst:</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="668"/>
        <source>  run %1: %2</source>
        <translation>  Lauf %1: %2</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="670"/>
        <source>No runs flagged.</source>
        <translation>Keine Läufe markiert.</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="672"/>
        <source>Runs the fit flagged are listed after a refit.</source>
        <translation>Von der Anpassung markierte Läufe werden nach einer Neuanpassung aufgeführt.</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="625"/>
        <source>Note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="626"/>
        <source>80% prediction interval: TPOT ×%1 to ×%2, TTFT ×%3 to ×%4</source>
        <translation>80-%-Vorhersageintervall: TPOT ×%1 bis ×%2, TTFT ×%3 bis ×%4</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/calibrationpage.cpp" line="697"/>
        <source>%Ln underdetermined run(s) (worker counts, or a plan that holds the weights, not stated) are left out of the table: their TPOT interval held the measurement for %1 of them.</source>
        <translation>
            <numerusform>%Ln unterbestimmter Lauf (Worker-Anzahlen oder ein Plan, der die Gewichte hält, nicht angegeben) fehlt in der Tabelle: sein TPOT-Intervall enthielt die Messung bei %1 davon.</numerusform>
            <numerusform>%Ln unterbestimmte Läufe (Worker-Anzahlen oder ein Plan, der die Gewichte hält, nicht angegeben) fehlen in der Tabelle: ihr TPOT-Intervall enthielt die Messung bei %1 davon.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="685"/>
        <source>%1: each of %2 runs predicted by profiles fitted without its fold.</source>
        <translation>%1: jeder von %2 Läufen wurde von Profilen vorhergesagt, die ohne seinen Fold angepasst wurden.</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="690"/>
        <source>Stored with the profiles on %1.</source>
        <translation>Mit den Profilen am %1 gespeichert.</translation>
    </message>
    <message>
        <location filename="../widgets/calibrationpage.cpp" line="740"/>
        <source>All runs</source>
        <translation>Alle Läufe</translation>
    </message>
</context>
<context>
    <name>moeplan::widgets::ChartExport</name>
    <message>
        <location filename="../widgets/chartexport.cpp" line="63"/>
        <source>Slides 16:9 (1920 × 1080)</source>
        <translation>Folien 16:9 (1920 × 1080)</translation>
    </message>
    <message>
        <location filename="../widgets/chartexport.cpp" line="64"/>
        <source>Slides 4:3 (1440 × 1080)</source>
        <translation>Folien 4:3 (1440 × 1080)</translation>
    </message>
    <message>
        <location filename="../widgets/chartexport.cpp" line="65"/>
        <source>A4 landscape (297 × 210 mm)</source>
        <translation>A4 quer (297 × 210 mm)</translation>
    </message>
    <message>
        <location filename="../widgets/chartexport.cpp" line="230"/>
        <location filename="../widgets/chartexport.cpp" line="234"/>
        <location filename="../widgets/chartexport.cpp" line="240"/>
        <location filename="../widgets/chartexport.cpp" line="243"/>
        <source>%1: cannot write: %2</source>
        <translation>%1: Schreiben nicht möglich: %2</translation>
    </message>
    <message>
        <location filename="../widgets/chartexport.cpp" line="254"/>
        <source>%1: no file type: end the name with .png, .svg or .pdf</source>
        <translation>%1: kein Dateityp: beenden Sie den Namen mit .png, .svg oder .pdf</translation>
    </message>
    <message>
        <location filename="../widgets/chartexport.cpp" line="256"/>
        <source>%1: unknown file type &quot;.%2&quot;: use .png, .svg or .pdf</source>
        <translation>%1: unbekannter Dateityp &quot;.%2&quot;: verwenden Sie .png, .svg oder .pdf</translation>
    </message>
    <message>
        <location filename="../widgets/chartexport.cpp" line="260"/>
        <source>%1: size %2 × %3 is too small (at least 200 × 200)</source>
        <translation>%1: Größe %2 × %3 ist zu klein (mindestens 200 × 200)</translation>
    </message>
    <message>
        <location filename="../widgets/chartexport.cpp" line="270"/>
        <source>PNG encoding failed</source>
        <translation>PNG-Kodierung fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../widgets/chartexport.cpp" line="302"/>
        <source>PDF output could not start</source>
        <translation>PDF-Ausgabe konnte nicht gestartet werden</translation>
    </message>
</context>
<context>
    <name>moeplan::widgets::DeploymentDialog</name>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="54"/>
        <source>Workers (replicas) of this phase</source>
        <translation>Worker (Replikate) dieser Phase</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="55"/>
        <source>Attention tensor-parallel size of one worker</source>
        <translation>Attention-Tensor-Parallel-Größe eines Workers</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="56"/>
        <source>MoE expert-parallel size of one worker</source>
        <translation>MoE-Expert-Parallel-Größe eines Workers</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="57"/>
        <source>Attention data-parallel size of one worker</source>
        <translation>Attention-Data-Parallel-Größe eines Workers</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="59"/>
        <source>&amp;Workers:</source>
        <translation>&amp;Worker:</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="60"/>
        <source>T&amp;P:</source>
        <translation>T&amp;P:</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="61"/>
        <source>E&amp;P:</source>
        <translation>E&amp;P:</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="62"/>
        <source>&amp;DP:</source>
        <translation>&amp;DP:</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="72"/>
        <source>Deployment of the benchmark</source>
        <translation>Deployment des Benchmarks</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="76"/>
        <source>The model that was benchmarked; &quot;From the result file&quot; takes the file&apos;s model name</source>
        <translation>Das Modell, das gebenchmarkt wurde; &quot;Aus der Ergebnisdatei&quot; übernimmt den Modellnamen der Datei</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="78"/>
        <location filename="../widgets/deploymentdialog.cpp" line="133"/>
        <location filename="../widgets/deploymentdialog.cpp" line="146"/>
        <location filename="../widgets/deploymentdialog.cpp" line="148"/>
        <source>From the result file</source>
        <translation>Aus der Ergebnisdatei</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="80"/>
        <location filename="../widgets/deploymentdialog.cpp" line="85"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="83"/>
        <source>The GPU kind the benchmark ran on</source>
        <translation>Der GPU-Typ, auf dem der Benchmark lief</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="89"/>
        <source>All GPUs of the deployment; &quot;From the plan&quot; takes one replica (or the workers when disaggregated)</source>
        <translation>Alle GPUs des Deployments; &quot;Aus dem Plan&quot; übernimmt ein Replikat (oder die Worker bei Disaggregation)</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="91"/>
        <source>From the plan</source>
        <translation>Aus dem Plan</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="93"/>
        <source>hgx-ib: 8-GPU NVLink nodes joined by InfiniBand; nvl72: 72-GPU NVLink domains</source>
        <translation>hgx-ib: 8-GPU-NVLink-Knoten, verbunden über InfiniBand; nvl72: 72-GPU-NVLink-Domänen</translation>
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
        <translation>Aggregiert: Prefill und Decode teilen sich die GPUs; disaggregiert: getrennte Prefill- und Decode-Worker</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="101"/>
        <source>Aggregated</source>
        <translation>Aggregiert</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="102"/>
        <source>Disaggregated</source>
        <translation>Disaggregiert</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="105"/>
        <source>tp: one tensor-parallel replica; ep: expert parallel with data-parallel attention; tp-replicas: independent tensor-parallel copies</source>
        <translation>tp: ein Tensor-Parallel-Replikat; ep: Expert-Parallel mit Data-Parallel-Attention; tp-replicas: unabhängige Tensor-Parallel-Kopien</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="108"/>
        <source>Tensor parallel (tp)</source>
        <translation>Tensor-Parallel (tp)</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="109"/>
        <source>Expert parallel (ep)</source>
        <translation>Expert-Parallel (ep)</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="110"/>
        <source>Tensor-parallel replicas (tp-replicas)</source>
        <translation>Tensor-Parallel-Replikate (tp-replicas)</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="112"/>
        <source>Tensor-parallel size</source>
        <translation>Tensor-Parallel-Größe</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="113"/>
        <source>Expert-parallel size</source>
        <translation>Expert-Parallel-Größe</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="115"/>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="117"/>
        <source>P&amp;lan:</source>
        <translation>P&amp;lan:</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="118"/>
        <source>&amp;TP:</source>
        <translation>&amp;TP:</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="119"/>
        <source>&amp;EP:</source>
        <translation>&amp;EP:</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="121"/>
        <source>Prefill</source>
        <translation>Prefill</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="121"/>
        <source>The prefill workers of a disaggregated deployment</source>
        <translation>Die Prefill-Worker eines disaggregierten Deployments</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="122"/>
        <source>Decode</source>
        <translation>Decode</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="122"/>
        <source>The decode workers of a disaggregated deployment</source>
        <translation>Die Decode-Worker eines disaggregierten Deployments</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="131"/>
        <source>The serving engine; &quot;From the result file&quot; takes the file&apos;s backend</source>
        <translation>Die Serving-Engine; &quot;Aus der Ergebnisdatei&quot; übernimmt das Backend der Datei</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="139"/>
        <source>Weight precision of the deployment</source>
        <translation>Gewichtsgenauigkeit des Deployments</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="144"/>
        <source>Input tokens per request; &quot;From the result file&quot; takes the file&apos;s settings or measured means</source>
        <translation>Eingabe-Tokens pro Anfrage; &quot;Aus der Ergebnisdatei&quot; übernimmt die Einstellungen oder gemessenen Mittelwerte der Datei</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="148"/>
        <source>Output tokens per request</source>
        <translation>Ausgabe-Tokens pro Anfrage</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="151"/>
        <source>&amp;Model:</source>
        <translation>&amp;Modell:</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="152"/>
        <source>&amp;GPU kind:</source>
        <translation>&amp;GPU-Typ:</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="153"/>
        <source>GPU &amp;count:</source>
        <translation>GPU-&amp;Anzahl:</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="154"/>
        <source>T&amp;opology:</source>
        <translation>T&amp;opologie:</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="155"/>
        <source>&amp;Serving:</source>
        <translation>&amp;Serving:</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="156"/>
        <source>E&amp;ngine:</source>
        <translation>E&amp;ngine:</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="157"/>
        <source>P&amp;recision:</source>
        <translation>Gena&amp;uigkeit:</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="158"/>
        <source>&amp;Input tokens (ISL):</source>
        <translation>&amp;Eingabe-Tokens (ISL):</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="159"/>
        <source>O&amp;utput tokens (OSL):</source>
        <translation>Ausga&amp;be-Tokens (OSL):</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="166"/>
        <source>Import the remaining files that lack a deployment with this one, without asking again</source>
        <translation>Die übrigen Dateien ohne Deployment mit diesem importieren, ohne erneut zu fragen</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="174"/>
        <source>&amp;Import</source>
        <translation>&amp;Importieren</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="175"/>
        <source>Import the file with this deployment</source>
        <translation>Die Datei mit diesem Deployment importieren</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="176"/>
        <source>Skip this file</source>
        <translation>Diese Datei überspringen</translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="195"/>
        <source>%1 does not say how the model was deployed. Give the deployment the benchmark ran on:</source>
        <translation>%1 gibt nicht an, wie das Modell bereitgestellt wurde. Geben Sie das Deployment an, auf dem der Benchmark lief:</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/deploymentdialog.cpp" line="203"/>
        <source>Use this deployment for the %Ln remaining file(s) that lack one</source>
        <translation>
            <numerusform>Dieses Deployment für die %Ln übrige Datei ohne eigenes verwenden</numerusform>
            <numerusform>Dieses Deployment für die %Ln übrigen Dateien ohne eigenes verwenden</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/deploymentdialog.cpp" line="218"/>
        <source>Unknown</source>
        <translation>Unbekannt</translation>
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
        <translation>Die vier Messwerte der Reihe nach: jeder schließt eine Obergrenze ein oder aus, bevor sich der nächste lohnt. Aus der Telemetrie des Laufs gemessen, neben dem vom Modell erwarteten Wert.</translation>
    </message>
    <message>
        <location filename="../widgets/diagnosisview.cpp" line="70"/>
        <source>Bound by: %1</source>
        <translation>Begrenzt durch: %1</translation>
    </message>
    <message>
        <location filename="../widgets/diagnosisview.cpp" line="72"/>
        <source>Bound by: %1 (no reading at its ceiling: the nearest)</source>
        <translation>Begrenzt durch: %1 (kein Messwert an seiner Obergrenze: der nächstgelegene)</translation>
    </message>
    <message>
        <location filename="../widgets/diagnosisview.cpp" line="75"/>
        <source>Bound by: %1 (likely: the confirming reading is missing)</source>
        <translation>Begrenzt durch: %1 (wahrscheinlich: der bestätigende Messwert fehlt)</translation>
    </message>
    <message>
        <location filename="../widgets/diagnosisview.cpp" line="97"/>
        <source>Reading</source>
        <translation>Messgröße</translation>
    </message>
    <message>
        <location filename="../widgets/diagnosisview.cpp" line="97"/>
        <location filename="../widgets/diagnosisview.cpp" line="186"/>
        <source>Measured</source>
        <translation>Gemessen</translation>
    </message>
    <message>
        <location filename="../widgets/diagnosisview.cpp" line="97"/>
        <location filename="../widgets/diagnosisview.cpp" line="187"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../widgets/diagnosisview.cpp" line="107"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location filename="../widgets/diagnosisview.cpp" line="109"/>
        <source>at most %1</source>
        <translation>höchstens %1</translation>
    </message>
    <message>
        <location filename="../widgets/diagnosisview.cpp" line="112"/>
        <source>100% = %1; counts as near its ceiling from %2.</source>
        <translation>100 % = %1; gilt ab %2 als nahe der Obergrenze.</translation>
    </message>
    <message>
        <location filename="../widgets/diagnosisview.cpp" line="115"/>
        <source>Measured from %1.</source>
        <translation>Gemessen aus %1.</translation>
    </message>
    <message>
        <location filename="../widgets/diagnosisview.cpp" line="118"/>
        <source>Spread across GPUs: %1 of the highest.</source>
        <translation>Streuung über die GPUs: %1 des höchsten Werts.</translation>
    </message>
    <message>
        <location filename="../widgets/diagnosisview.cpp" line="120"/>
        <source>A busy-time proxy: an upper bound, it can rule the ceiling out but never in.</source>
        <translation>Ein Belegtzeit-Näherungswert: eine Obergrenze, sie kann die Begrenzung ausschließen, aber nie bestätigen.</translation>
    </message>
    <message>
        <location filename="../widgets/diagnosisview.cpp" line="123"/>
        <source>Far from what the model expects.</source>
        <translation>Weit von dem entfernt, was das Modell erwartet.</translation>
    </message>
    <message>
        <location filename="../widgets/diagnosisview.cpp" line="144"/>
        <source>GPU_UTIL %1: shown, never counted as compute.</source>
        <translation>GPU_UTIL %1: angezeigt, nie als Rechenlast gezählt.</translation>
    </message>
    <message>
        <location filename="../widgets/diagnosisview.cpp" line="146"/>
        <source>Lever: %1</source>
        <translation>Hebel: %1</translation>
    </message>
    <message>
        <location filename="../widgets/diagnosisview.cpp" line="148"/>
        <source>Finding: %1</source>
        <translation>Befund: %1</translation>
    </message>
    <message>
        <location filename="../widgets/diagnosisview.cpp" line="150"/>
        <source>Note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/diagnosisview.cpp" line="151"/>
        <source>Telemetry of %Ln GPU(s); model: %1.</source>
        <translation>
            <numerusform>Telemetrie von %Ln GPU; Modell: %1.</numerusform>
            <numerusform>Telemetrie von %Ln GPUs; Modell: %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/diagnosisview.cpp" line="158"/>
        <source>No diagnosis</source>
        <translation>Keine Diagnose</translation>
    </message>
    <message>
        <location filename="../widgets/diagnosisview.cpp" line="185"/>
        <source>at most 100%</source>
        <translation>höchstens 100%</translation>
    </message>
</context>
<context>
    <name>moeplan::widgets::ExportDialog</name>
    <message>
        <location filename="../widgets/exportdialog.cpp" line="53"/>
        <source>&amp;Footnote with the assumptions</source>
        <translation>&amp;Fußnote mit den Annahmen</translation>
    </message>
    <message>
        <location filename="../widgets/exportdialog.cpp" line="56"/>
        <location filename="../widgets/exportdialog.cpp" line="149"/>
        <source>Export Chart</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <location filename="../widgets/exportdialog.cpp" line="57"/>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <location filename="../widgets/exportdialog.cpp" line="59"/>
        <source>The file name&apos;s extension picks the format: .png, .svg or .pdf</source>
        <translation>Die Dateiendung bestimmt das Format: .png, .svg oder .pdf</translation>
    </message>
    <message>
        <location filename="../widgets/exportdialog.cpp" line="63"/>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <location filename="../widgets/exportdialog.cpp" line="64"/>
        <source>PNG only: pixels per point, for sharp images on high-density screens and slides</source>
        <translation>Nur PNG: Pixel pro Punkt, für scharfe Bilder auf hochauflösenden Bildschirmen und Folien</translation>
    </message>
    <message>
        <location filename="../widgets/exportdialog.cpp" line="70"/>
        <source>&amp;File:</source>
        <translation>D&amp;atei:</translation>
    </message>
    <message>
        <location filename="../widgets/exportdialog.cpp" line="71"/>
        <source>&amp;Size:</source>
        <translation>&amp;Größe:</translation>
    </message>
    <message>
        <location filename="../widgets/exportdialog.cpp" line="72"/>
        <source>S&amp;cale:</source>
        <translation>S&amp;kalierung:</translation>
    </message>
    <message>
        <location filename="../widgets/exportdialog.cpp" line="73"/>
        <source>&amp;Title:</source>
        <translation>&amp;Titel:</translation>
    </message>
    <message>
        <location filename="../widgets/exportdialog.cpp" line="77"/>
        <source>&amp;Export</source>
        <translation>&amp;Exportieren</translation>
    </message>
    <message>
        <location filename="../widgets/exportdialog.cpp" line="79"/>
        <source>Co&amp;py to Clipboard</source>
        <translation>In Zwischenablage &amp;kopieren</translation>
    </message>
    <message>
        <location filename="../widgets/exportdialog.cpp" line="80"/>
        <source>Export &amp;Data as CSV…</source>
        <translation>&amp;Daten als CSV exportieren…</translation>
    </message>
    <message>
        <location filename="../widgets/exportdialog.cpp" line="98"/>
        <source>Export Data as CSV</source>
        <translation>Daten als CSV exportieren</translation>
    </message>
    <message>
        <location filename="../widgets/exportdialog.cpp" line="99"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <location filename="../widgets/exportdialog.cpp" line="150"/>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG-Bild (*.png);;SVG-Zeichnung (*.svg);;PDF-Dokument (*.pdf)</translation>
    </message>
</context>
<context>
    <name>moeplan::widgets::FrontierChart</name>
    <message>
        <location filename="../widgets/frontierchart.cpp" line="64"/>
        <source>Tokens/s, total</source>
        <translation>Tokens/s, gesamt</translation>
    </message>
    <message>
        <location filename="../widgets/frontierchart.cpp" line="65"/>
        <source>Tokens/s per GPU</source>
        <translation>Tokens/s pro GPU</translation>
    </message>
    <message>
        <location filename="../widgets/frontierchart.cpp" line="66"/>
        <source>$ per million tokens</source>
        <translation>$ pro Million Tokens</translation>
    </message>
    <message>
        <location filename="../widgets/frontierchart.cpp" line="67"/>
        <source>Tokens/s per MW</source>
        <translation>Tokens/s pro MW</translation>
    </message>
    <message>
        <location filename="../widgets/frontierchart.cpp" line="68"/>
        <source>What the x axis shows: throughput of the whole deployment or per GPU, cost per million output tokens (price from the Size It page) or tokens/s per MW of facility power</source>
        <translation>Was die x-Achse zeigt: Durchsatz des ganzen Deployments oder pro GPU, Kosten pro Million Ausgabe-Tokens (Preis von der Seite „Dimensionieren“) oder tokens/s pro MW Anlagenleistung</translation>
    </message>
    <message>
        <location filename="../widgets/frontierchart.cpp" line="71"/>
        <source>&amp;X axis:</source>
        <translation>&amp;X-Achse:</translation>
    </message>
    <message>
        <location filename="../widgets/frontierchart.cpp" line="75"/>
        <source>ms per &amp;token</source>
        <translation>ms pro &amp;Token</translation>
    </message>
    <message>
        <location filename="../widgets/frontierchart.cpp" line="77"/>
        <source>Show per-user latency (ms per output token) instead of speed</source>
        <translation>Latenz pro Benutzer (ms pro Ausgabe-Token) statt Geschwindigkeit anzeigen</translation>
    </message>
    <message>
        <location filename="../widgets/frontierchart.cpp" line="105"/>
        <location filename="../widgets/frontierchart.cpp" line="251"/>
        <source>Aggregate throughput (tokens/s)</source>
        <translation>Gesamtdurchsatz (tokens/s)</translation>
    </message>
    <message>
        <location filename="../widgets/frontierchart.cpp" line="106"/>
        <location filename="../widgets/frontierchart.cpp" line="264"/>
        <source>Per-user speed (tokens/s/user)</source>
        <translation>Geschwindigkeit pro Benutzer (tokens/s/Benutzer)</translation>
    </message>
    <message>
        <location filename="../widgets/frontierchart.cpp" line="131"/>
        <source>Pinned operating point</source>
        <translation>Angehefteter Betriebspunkt</translation>
    </message>
    <message>
        <location filename="../widgets/frontierchart.cpp" line="140"/>
        <source>Current operating point</source>
        <translation>Aktueller Betriebspunkt</translation>
    </message>
    <message>
        <location filename="../widgets/frontierchart.cpp" line="254"/>
        <source>Throughput per GPU (tokens/s/GPU)</source>
        <translation>Durchsatz pro GPU (tokens/s/GPU)</translation>
    </message>
    <message>
        <location filename="../widgets/frontierchart.cpp" line="257"/>
        <source>Cost ($ per million output tokens)</source>
        <translation>Kosten ($ pro Million Ausgabe-Tokens)</translation>
    </message>
    <message>
        <location filename="../widgets/frontierchart.cpp" line="260"/>
        <source>Tokens/s per MW of facility power</source>
        <translation>Tokens/s pro MW Anlagenleistung</translation>
    </message>
    <message>
        <location filename="../widgets/frontierchart.cpp" line="263"/>
        <source>Per-user latency (ms per output token)</source>
        <translation>Latenz pro Benutzer (ms pro Ausgabe-Token)</translation>
    </message>
    <message>
        <location filename="../widgets/frontierchart.cpp" line="279"/>
        <source>%1 (out of memory)</source>
        <translation>%1 (Speicher reicht nicht)</translation>
    </message>
    <message>
        <location filename="../widgets/frontierchart.cpp" line="294"/>
        <source>Best across plans (%1)</source>
        <translation>Bester über alle Pläne (%1)</translation>
    </message>
    <message>
        <location filename="../widgets/frontierchart.cpp" line="304"/>
        <source>Best across plans:</source>
        <translation>Bester über alle Pläne:</translation>
    </message>
    <message>
        <location filename="../widgets/frontierchart.cpp" line="331"/>
        <source>80% prediction interval</source>
        <translation>80-%-Vorhersageintervall</translation>
    </message>
    <message>
        <location filename="../widgets/frontierchart.cpp" line="342"/>
        <source>Pinned: %1</source>
        <translation>Angeheftet: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/frontierchart.cpp" line="375"/>
        <source>Measured, this deployment (%Ln)</source>
        <translation>
            <numerusform>Gemessen, dieses Deployment (%Ln)</numerusform>
            <numerusform>Gemessen, dieses Deployment (%Ln)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/frontierchart.cpp" line="377"/>
        <source>Measured, other deployments (%Ln)</source>
        <translation>
            <numerusform>Gemessen, andere Deployments (%Ln)</numerusform>
            <numerusform>Gemessen, andere Deployments (%Ln)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/frontierchart.cpp" line="382"/>
        <source>No curve for this scenario: %1</source>
        <translation>Keine Kurve für dieses Szenario: %1</translation>
    </message>
    <message>
        <location filename="../widgets/frontierchart.cpp" line="385"/>
        <source>Other topology not shown: %1</source>
        <translation>Andere Topologie nicht angezeigt: %1</translation>
    </message>
    <message>
        <location filename="../widgets/frontierchart.cpp" line="396"/>
        <source>%1 ms/token</source>
        <translation>%1 ms/Token</translation>
    </message>
    <message>
        <location filename="../widgets/frontierchart.cpp" line="397"/>
        <source>%1 tokens/s/user</source>
        <translation>%1 tokens/s/Benutzer</translation>
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
        <translation>Batch %1 pro Decode-Worker%2
%3 · %4</translation>
    </message>
    <message>
        <location filename="../widgets/frontierchart.cpp" line="409"/>
        <source>Batch %1 per replica%2
%3 · %4</source>
        <translation>Batch %1 pro Replikat%2
%3 · %4</translation>
    </message>
    <message>
        <location filename="../widgets/frontierchart.cpp" line="411"/>
        <source> (out of memory)</source>
        <translation> (Speicher reicht nicht)</translation>
    </message>
    <message>
        <location filename="../widgets/frontierchart.cpp" line="432"/>
        <source>Target: %1 tokens/s at %2 tokens/s/user or more</source>
        <translation>Ziel: %1 tokens/s bei %2 tokens/s/Benutzer oder mehr</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/frontierchart.cpp" line="446"/>
        <source>Cheapest for the target: %1, %Ln GPU(s)</source>
        <translation>
            <numerusform>Am günstigsten für das Ziel: %1, %Ln GPU</numerusform>
            <numerusform>Am günstigsten für das Ziel: %1, %Ln GPUs</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/frontierchart.cpp" line="506"/>
        <source>
Click to open the run</source>
        <translation>
Klicken, um den Lauf zu öffnen</translation>
    </message>
</context>
<context>
    <name>moeplan::widgets::GpuKindDialog</name>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="227"/>
        <source>New GPU Kind</source>
        <translation>Neuer GPU-Typ</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="229"/>
        <source>Start from a known kind and change what the new part does differently. Dense peaks, not sparse.</source>
        <translation>Beginnen Sie mit einem bekannten Typ und ändern Sie, was das neue Teil anders macht. Dense-Spitzenwerte, nicht Sparse.</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="239"/>
        <source>&amp;Like:</source>
        <translation>&amp;Wie:</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="243"/>
        <source>&amp;Id:</source>
        <translation>&amp;ID:</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="244"/>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="246"/>
        <source>HGX board (8 GPUs per node)</source>
        <translation>HGX-Board (8 GPUs pro Knoten)</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="247"/>
        <source>Rack-scale NVLink domain (NVL72)</source>
        <translation>NVLink-Domäne im Rack-Maßstab (NVL72)</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="248"/>
        <source>OAM board</source>
        <translation>OAM-Board</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="249"/>
        <source>&amp;Form:</source>
        <translation>&amp;Bauform:</translation>
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
        <translation>keine</translation>
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
        <translation> GPUs</translation>
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
        <translation> USD/GPU-Stunde</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="272"/>
        <source>not stated</source>
        <translation>nicht angegeben</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="273"/>
        <source>BF16 dense peak:</source>
        <translation>BF16-Dense-Spitze:</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="274"/>
        <source>FP8 dense peak:</source>
        <translation>FP8-Dense-Spitze:</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="275"/>
        <source>FP4 dense peak:</source>
        <translation>FP4-Dense-Spitze:</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="276"/>
        <source>HBM capacity:</source>
        <translation>HBM-Kapazität:</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="277"/>
        <source>HBM bandwidth:</source>
        <translation>HBM-Bandbreite:</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="278"/>
        <source>NVLink per GPU, each way:</source>
        <translation>NVLink pro GPU, je Richtung:</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="279"/>
        <source>NVLink domain:</source>
        <translation>NVLink-Domäne:</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="280"/>
        <source>NIC per GPU:</source>
        <translation>NIC pro GPU:</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="281"/>
        <source>TDP:</source>
        <translation>TDP:</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="282"/>
        <source>Price:</source>
        <translation>Preis:</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="283"/>
        <source>Replace the bundled kind with this id (for this user)</source>
        <translation>Den mitgelieferten Typ mit dieser ID ersetzen (für diesen Benutzer)</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="309"/>
        <source>%1 (what-if)</source>
        <translation>%1 (Was-wäre-wenn)</translation>
    </message>
    <message>
        <location filename="../widgets/catalogdialogs.cpp" line="342"/>
        <source>user datasheet, started from %1</source>
        <translation>Benutzer-Datenblatt, ausgehend von %1</translation>
    </message>
</context>
<context>
    <name>moeplan::widgets::HistoryPage</name>
    <message>
        <location filename="../widgets/historypage.cpp" line="109"/>
        <source>Your role may read this team history but not change it: ask its owner for INSERT, UPDATE and DELETE on runs and sources</source>
        <translation>Ihre Rolle darf diese Team-Historie lesen, aber nicht ändern: Bitten Sie ihren Eigentümer um INSERT, UPDATE und DELETE auf runs und sources</translation>
    </message>
    <message>
        <location filename="../widgets/historypage.cpp" line="116"/>
        <source>%1: read-only. You can browse, plot and calibrate; importing and deleting are off. %2.</source>
        <translation>%1: schreibgeschützt. Sie können durchsehen, Diagramme zeichnen und kalibrieren; Importieren und Löschen sind ausgeschaltet. %2.</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/historypage.cpp" line="149"/>
        <source>The team changed the notes of %Ln run(s).</source>
        <translation>
            <numerusform>Das Team hat die Notizen von %Ln Lauf geändert.</numerusform>
            <numerusform>Das Team hat die Notizen von %Ln Läufen geändert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/historypage.cpp" line="156"/>
        <source>%Ln calibration profile(s) from the team: the charts use them now.</source>
        <translation>
            <numerusform>%Ln Kalibrierprofil vom Team: Die Diagramme verwenden es jetzt.</numerusform>
            <numerusform>%Ln Kalibrierprofile vom Team: Die Diagramme verwenden sie jetzt.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/historypage.cpp" line="159"/>
        <source>%1: up to date.</source>
        <translation>%1: auf dem neuesten Stand.</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/historypage.cpp" line="163"/>
        <source>%Ln new run(s) from the team.</source>
        <translation>
            <numerusform>%Ln neuer Lauf vom Team.</numerusform>
            <numerusform>%Ln neue Läufe vom Team.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/historypage.cpp" line="164"/>
        <source>%Ln run(s) removed by the team.</source>
        <translation>
            <numerusform>%Ln Lauf vom Team entfernt.</numerusform>
            <numerusform>%Ln Läufe vom Team entfernt.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/historypage.cpp" line="165"/>
        <source>Runs from the team: %1 new, %2 removed.</source>
        <translation>Läufe vom Team: %1 neu, %2 entfernt.</translation>
    </message>
    <message>
        <location filename="../widgets/historypage.cpp" line="179"/>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren…</translation>
    </message>
    <message>
        <location filename="../widgets/historypage.cpp" line="182"/>
        <source>Import benchmark result files or history databases (Ctrl+I)</source>
        <translation>Benchmark-Ergebnisdateien oder Verlaufsdatenbanken importieren (Strg+I)</translation>
    </message>
    <message>
        <location filename="../widgets/historypage.cpp" line="186"/>
        <source>Import &amp;Folder…</source>
        <translation>&amp;Ordner importieren…</translation>
    </message>
    <message>
        <location filename="../widgets/historypage.cpp" line="190"/>
        <source>Import every benchmark result in a folder and its subfolders (Ctrl+Shift+I)</source>
        <translation>Alle Benchmark-Ergebnisse in einem Ordner und seinen Unterordnern importieren (Strg+Umschalt+I)</translation>
    </message>
    <message>
        <location filename="../widgets/historypage.cpp" line="195"/>
        <source>Dele&amp;te</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <location filename="../widgets/historypage.cpp" line="198"/>
        <source>Delete the selected runs from the history (Delete)</source>
        <translation>Die ausgewählten Läufe aus dem Verlauf löschen (Entf)</translation>
    </message>
    <message>
        <location filename="../widgets/historypage.cpp" line="202"/>
        <source>Refresh from &amp;Server</source>
        <translation>Vom &amp;Server aktualisieren</translation>
    </message>
    <message>
        <location filename="../widgets/historypage.cpp" line="206"/>
        <source>Bring in the runs others added to the team&apos;s history, and drop those they deleted (Ctrl+Shift+R)</source>
        <translation>Die Läufe übernehmen, die andere der Team-Historie hinzugefügt haben, und die von ihnen gelöschten entfernen (Strg+Umschalt+R)</translation>
    </message>
    <message>
        <location filename="../widgets/historypage.cpp" line="213"/>
        <source>&amp;Open in Planner</source>
        <translation>Im &amp;Planer öffnen</translation>
    </message>
    <message>
        <location filename="../widgets/historypage.cpp" line="217"/>
        <source>Load the selected run&apos;s deployment into the planner, with its measured readings over the model&apos;s when it has telemetry (Ctrl+Enter; undoable there)</source>
        <translation>Das Deployment des ausgewählten Laufs in den Planer laden, mit seinen gemessenen Werten über denen des Modells, wenn er Telemetrie hat (Strg+Eingabe; dort rückgängig zu machen)</translation>
    </message>
    <message>
        <location filename="../widgets/historypage.cpp" line="240"/>
        <source>Files imported so far</source>
        <translation>Bisher importierte Dateien</translation>
    </message>
    <message>
        <location filename="../widgets/historypage.cpp" line="242"/>
        <source>&amp;Cancel import</source>
        <translation>Import &amp;abbrechen</translation>
    </message>
    <message>
        <location filename="../widgets/historypage.cpp" line="243"/>
        <source>Stop after the file being imported</source>
        <translation>Nach der gerade importierten Datei anhalten</translation>
    </message>
    <message>
        <location filename="../widgets/historypage.cpp" line="491"/>
        <source>Delete runs</source>
        <translation>Läufe löschen</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/historypage.cpp" line="492"/>
        <source>Delete %Ln run(s) from the history? Undo (Ctrl+Z) brings them back.</source>
        <translation>
            <numerusform>%Ln Lauf aus dem Verlauf löschen? Rückgängig (Strg+Z) stellt ihn wieder her.</numerusform>
            <numerusform>%Ln Läufe aus dem Verlauf löschen? Rückgängig (Strg+Z) stellt sie wieder her.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/historypage.cpp" line="523"/>
        <source>%1: no run with id %2 in the history</source>
        <translation>%1: kein Lauf mit ID %2 im Verlauf</translation>
    </message>
    <message>
        <location filename="../widgets/historypage.cpp" line="539"/>
        <source>Import benchmark results</source>
        <translation>Benchmark-Ergebnisse importieren</translation>
    </message>
    <message>
        <location filename="../widgets/historypage.cpp" line="540"/>
        <source>Benchmark results and histories (*.json *.jsonl *.csv *.txt *.sqlite *.db);;All files (*)</source>
        <translation>Benchmark-Ergebnisse und Verläufe (*.json *.jsonl *.csv *.txt *.sqlite *.db);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../widgets/historypage.cpp" line="549"/>
        <source>Import a folder of benchmark results</source>
        <translation>Einen Ordner mit Benchmark-Ergebnissen importieren</translation>
    </message>
    <message>
        <location filename="../widgets/historypage.cpp" line="559"/>
        <source>%1: read-only for your role; nothing was imported.</source>
        <translation>%1: für Ihre Rolle schreibgeschützt; nichts wurde importiert.</translation>
    </message>
    <message>
        <location filename="../widgets/historypage.cpp" line="630"/>
        <source>%1: the import could not start</source>
        <translation>%1: der Import konnte nicht gestartet werden</translation>
    </message>
    <message>
        <location filename="../widgets/historypage.cpp" line="638"/>
        <source>Importing %1 (file %2 of %3)…</source>
        <translation>%1 wird importiert (Datei %2 von %3)…</translation>
    </message>
    <message>
        <location filename="../widgets/historypage.cpp" line="716"/>
        <source>%1: rejected: the file does not say how the model was deployed (GPU kind, GPU count and plan); import it again and give the deployment</source>
        <translation>%1: abgelehnt: die Datei gibt nicht an, wie das Modell bereitgestellt wurde (GPU-Typ, GPU-Anzahl und Plan); importieren Sie sie erneut und geben Sie das Deployment an</translation>
    </message>
    <message>
        <location filename="../widgets/historypage.cpp" line="723"/>
        <source>The import was cancelled; the files after the one in progress were not imported.</source>
        <translation>Der Import wurde abgebrochen; die Dateien nach der laufenden wurden nicht importiert.</translation>
    </message>
</context>
<context>
    <name>moeplan::widgets::ImportPreviewDialog</name>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="44"/>
        <source>Import benchmark results</source>
        <translation>Benchmark-Ergebnisse importieren</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="47"/>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="47"/>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="47"/>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="47"/>
        <source>Refused</source>
        <translation>Abgelehnt</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="48"/>
        <source>What will happen</source>
        <translation>Was geschehen wird</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="48"/>
        <source>Against the history</source>
        <translation>Gegen den Verlauf</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="55"/>
        <source>One row per file: the format recognised in it, the runs it holds, the records that will be refused, and what the import will do</source>
        <translation>Eine Zeile pro Datei: das darin erkannte Format, die enthaltenen Läufe, die abzulehnenden Datensätze und was der Import tun wird</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="58"/>
        <source>Select a file to see why records are refused and what the import notes about it.</source>
        <translation>Wählen Sie eine Datei aus, um zu sehen, warum Datensätze abgelehnt werden und was der Import dazu anmerkt.</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="60"/>
        <source>The selected file&apos;s refusals and notes</source>
        <translation>Ablehnungen und Hinweise der ausgewählten Datei</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="73"/>
        <source>&amp;Deployment for files that state none…</source>
        <translation>&amp;Deployment für Dateien ohne Angabe…</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="74"/>
        <source>Give the GPU kind, GPU count and plan once for every file that does not state them; what a file states wins</source>
        <translation>GPU-Typ, GPU-Anzahl und Plan einmal für alle Dateien angeben, die sie nicht nennen; was eine Datei angibt, hat Vorrang</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="77"/>
        <source>&amp;Stop reading</source>
        <translation>Lesen &amp;anhalten</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="78"/>
        <source>Stop reading the files; those read so far are listed</source>
        <translation>Das Lesen der Dateien anhalten; die bisher gelesenen werden aufgeführt</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="82"/>
        <source>&amp;Import</source>
        <translation>&amp;Importieren</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="83"/>
        <source>Import the files listed (one undo step)</source>
        <translation>Die aufgeführten Dateien importieren (ein Rückgängig-Schritt)</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="91"/>
        <source>Leave &amp;out files with runs that disagree</source>
        <translation>Dateien mit abweichenden Läufen aus&amp;lassen</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="92"/>
        <source>Untick every file with a run that disagrees with its deployment&apos;s other measured loads (tick one again to keep it)</source>
        <translation>Jede Datei abwählen, die einen Lauf enthält, der von den anderen gemessenen Lasten seines Deployments abweicht (eine erneut anhaken, um sie zu behalten)</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/importpreviewdialog.cpp" line="153"/>
        <source>Reading %Ln file(s)…</source>
        <translation>
            <numerusform>%Ln Datei wird gelesen…</numerusform>
            <numerusform>%Ln Dateien werden gelesen…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="171"/>
        <source>leave out (unticked)</source>
        <translation>auslassen (abgewählt)</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="175"/>
        <source>merge the history database</source>
        <translation>Verlaufsdatenbank zusammenführen</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="168"/>
        <source>skip: not a benchmark result</source>
        <translation>überspringen: kein Benchmark-Ergebnis</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="169"/>
        <source>refuse: not a recognised benchmark result</source>
        <translation>ablehnen: kein erkanntes Benchmark-Ergebnis</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="177"/>
        <source>needs the deployment: %1</source>
        <translation>benötigt das Deployment: %1</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="173"/>
        <location filename="../widgets/importpreviewdialog.cpp" line="178"/>
        <source>refuse: %1</source>
        <translation>ablehnen: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/importpreviewdialog.cpp" line="186"/>
        <source>merge %Ln new run(s)</source>
        <translation>
            <numerusform>%Ln neuen Lauf zusammenführen</numerusform>
            <numerusform>%Ln neue Läufe zusammenführen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/importpreviewdialog.cpp" line="189"/>
        <source>merge %Ln run(s); refuse %1</source>
        <translation>
            <numerusform>%Ln Lauf zusammenführen; %1 ablehnen</numerusform>
            <numerusform>%Ln Läufe zusammenführen; %1 ablehnen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/importpreviewdialog.cpp" line="190"/>
        <source>merge %Ln run(s)</source>
        <translation>
            <numerusform>%Ln Lauf zusammenführen</numerusform>
            <numerusform>%Ln Läufe zusammenführen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/importpreviewdialog.cpp" line="192"/>
        <source>import %Ln run(s); refuse %1 record(s)</source>
        <translation>
            <numerusform>%Ln Lauf importieren; %1 Datensätze ablehnen</numerusform>
            <numerusform>%Ln Läufe importieren; %1 Datensätze ablehnen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/importpreviewdialog.cpp" line="193"/>
        <source>import %Ln run(s)</source>
        <translation>
            <numerusform>%Ln Lauf importieren</numerusform>
            <numerusform>%Ln Läufe importieren</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="216"/>
        <source>%1
Untick to leave the file out of the import (Space)</source>
        <translation>%1
Abwählen, um die Datei beim Import auszulassen (Leertaste)</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/importpreviewdialog.cpp" line="274"/>
        <source>%Ln file(s) will be imported with %1 run(s)</source>
        <translation>
            <numerusform>%Ln Datei wird mit %1 Läufen importiert</numerusform>
            <numerusform>%Ln Dateien werden mit %1 Läufen importiert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/importpreviewdialog.cpp" line="276"/>
        <source>%Ln need(s) the deployment they do not state</source>
        <translation>
            <numerusform>%Ln benötigt das Deployment, das sie nicht angibt</numerusform>
            <numerusform>%Ln benötigen das Deployment, das sie nicht angeben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/importpreviewdialog.cpp" line="278"/>
        <source>%Ln will be refused</source>
        <translation>
            <numerusform>%Ln wird abgelehnt</numerusform>
            <numerusform>%Ln werden abgelehnt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/importpreviewdialog.cpp" line="280"/>
        <source>%Ln skipped (not benchmark results)</source>
        <translation>
            <numerusform>%Ln übersprungen (kein Benchmark-Ergebnis)</numerusform>
            <numerusform>%Ln übersprungen (keine Benchmark-Ergebnisse)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/importpreviewdialog.cpp" line="282"/>
        <source>%Ln left out</source>
        <translation>
            <numerusform>%Ln ausgelassen</numerusform>
            <numerusform>%Ln ausgelassen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="283"/>
        <location filename="../widgets/importpreviewdialog.cpp" line="354"/>
        <source>; </source>
        <comment>between the clauses of a summary sentence</comment>
        <translation>; </translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="284"/>
        <source>.</source>
        <comment>ends a summary sentence</comment>
        <translation>.</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="286"/>
        <source>Reading stopped after %1 of %2 files; only those are imported.</source>
        <translation>Lesen nach %1 von %2 Dateien angehalten; nur diese werden importiert.</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="312"/>
        <source>checking…</source>
        <translation>wird geprüft…</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="340"/>
        <source>not checked</source>
        <translation>nicht geprüft</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/importpreviewdialog.cpp" line="350"/>
        <source>%1 of %Ln run(s) disagree</source>
        <translation>
            <numerusform>%1 von %Ln Lauf weicht ab</numerusform>
            <numerusform>%1 von %Ln Läufen weichen ab</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="351"/>
        <source>none disagrees</source>
        <translation>keiner weicht ab</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/importpreviewdialog.cpp" line="353"/>
        <source>%Ln already stored</source>
        <translation>
            <numerusform>%Ln bereits gespeichert</numerusform>
            <numerusform>%Ln bereits gespeichert</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="358"/>
        <source>Each run set beside the model and beside the history&apos;s measured loads of its deployment (and the other files&apos; runs); select the file to read why</source>
        <translation>Jeder Lauf neben dem Modell und neben den im Verlauf gemessenen Lasten seines Deployments (und den Läufen der anderen Dateien); die Datei auswählen, um den Grund zu lesen</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="184"/>
        <source>nothing new: the history holds its runs</source>
        <translation>nichts Neues: der Verlauf enthält ihre Läufe</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/importpreviewdialog.cpp" line="187"/>
        <source>import %Ln new run(s)</source>
        <translation>
            <numerusform>%Ln neuen Lauf importieren</numerusform>
            <numerusform>%Ln neue Läufe importieren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/importpreviewdialog.cpp" line="292"/>
        <source>%Ln run(s) disagree with their deployment&apos;s other measured loads; select a file to see which, and check them before calibrating on them.</source>
        <translation>
            <numerusform>%Ln Lauf weicht von den anderen gemessenen Lasten seines Deployments ab; eine Datei auswählen, um zu sehen, welcher, und ihn vor dem Kalibrieren prüfen.</numerusform>
            <numerusform>%Ln Läufe weichen von den anderen gemessenen Lasten ihres Deployments ab; eine Datei auswählen, um zu sehen, welche, und sie vor dem Kalibrieren prüfen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/importpreviewdialog.cpp" line="297"/>
        <source>%Ln run(s) are already in the history and will not be stored again.</source>
        <translation>
            <numerusform>%Ln Lauf ist bereits im Verlauf und wird nicht erneut gespeichert.</numerusform>
            <numerusform>%Ln Läufe sind bereits im Verlauf und werden nicht erneut gespeichert.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="379"/>
        <source>Refused: %1</source>
        <translation>Abgelehnt: %1</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="381"/>
        <source>Missing: %1</source>
        <translation>Fehlt: %1</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="383"/>
        <source>Note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="386"/>
        <source>Not checked against the history: %1</source>
        <translation>Nicht gegen den Verlauf geprüft: %1</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="406"/>
        <source>Run %1 (%2 clients)</source>
        <translation>Lauf %1 (%2 Clients)</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="406"/>
        <source>Run %1</source>
        <translation>Lauf %1</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="408"/>
        <source>%1 is already in the history (run %2).</source>
        <translation>%1 ist bereits im Verlauf (Lauf %2).</translation>
    </message>
    <message>
        <location filename="../widgets/importpreviewdialog.cpp" line="409"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/importpreviewdialog.cpp" line="413"/>
        <source>… and %Ln more run(s) that disagree or cannot be checked.</source>
        <translation>
            <numerusform>… und %Ln weiterer Lauf, der abweicht oder nicht geprüft werden kann.</numerusform>
            <numerusform>… und %Ln weitere Läufe, die abweichen oder nicht geprüft werden können.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/importpreviewdialog.cpp" line="415"/>
        <source>%Ln of its runs are already in the history.</source>
        <translation>
            <numerusform>%Ln ihrer Läufe ist bereits im Verlauf.</numerusform>
            <numerusform>%Ln ihrer Läufe sind bereits im Verlauf.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/importpreviewdialog.cpp" line="425"/>
        <source>%Ln file(s) that state no deployment</source>
        <translation>
            <numerusform>%Ln Datei ohne Deployment-Angabe</numerusform>
            <numerusform>%Ln Dateien ohne Deployment-Angabe</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>moeplan::widgets::ImportSummaryDialog</name>
    <message>
        <location filename="../widgets/importsummarydialog.cpp" line="20"/>
        <source>skipped: no deployment</source>
        <translation>übersprungen: kein Deployment</translation>
    </message>
    <message>
        <location filename="../widgets/importsummarydialog.cpp" line="21"/>
        <source>rejected</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <location filename="../widgets/importsummarydialog.cpp" line="23"/>
        <source>merged</source>
        <translation>zusammengeführt</translation>
    </message>
    <message>
        <location filename="../widgets/importsummarydialog.cpp" line="24"/>
        <source>imported</source>
        <translation>importiert</translation>
    </message>
    <message>
        <location filename="../widgets/importsummarydialog.cpp" line="25"/>
        <source>imported, records refused</source>
        <translation>importiert, Datensätze abgelehnt</translation>
    </message>
    <message>
        <location filename="../widgets/importsummarydialog.cpp" line="34"/>
        <source>Import summary</source>
        <translation>Importzusammenfassung</translation>
    </message>
    <message>
        <location filename="../widgets/importsummarydialog.cpp" line="37"/>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location filename="../widgets/importsummarydialog.cpp" line="37"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../widgets/importsummarydialog.cpp" line="37"/>
        <source>Imported</source>
        <translation>Importiert</translation>
    </message>
    <message>
        <location filename="../widgets/importsummarydialog.cpp" line="37"/>
        <source>Duplicates</source>
        <translation>Duplikate</translation>
    </message>
    <message>
        <location filename="../widgets/importsummarydialog.cpp" line="46"/>
        <source>The records that were refused, with their line and reason, and what the import notes about each file</source>
        <translation>Die abgelehnten Datensätze mit Zeile und Grund und was der Import zu jeder Datei anmerkt</translation>
    </message>
    <message>
        <location filename="../widgets/importsummarydialog.cpp" line="74"/>
        <source>%1: imported %2, duplicates %3, records refused %4</source>
        <translation>%1: importiert %2, Duplikate %3, abgelehnte Datensätze %4</translation>
    </message>
    <message>
        <location filename="../widgets/importsummarydialog.cpp" line="98"/>
        <source>%1: note: %2</source>
        <translation>%1: Hinweis: %2</translation>
    </message>
    <message>
        <location filename="../widgets/importsummarydialog.cpp" line="100"/>
        <source>%1: imported before; to store it with another deployment, delete its runs and import it again (or moeplan-cli import --replace)</source>
        <translation>%1: bereits importiert; um sie mit einem anderen Deployment zu speichern, löschen Sie ihre Läufe und importieren Sie sie erneut (oder moeplan-cli import --replace)</translation>
    </message>
    <message>
        <location filename="../widgets/importsummarydialog.cpp" line="38"/>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <location filename="../widgets/importsummarydialog.cpp" line="38"/>
        <source>Records refused</source>
        <translation>Abgelehnte Datensätze</translation>
    </message>
    <message>
        <location filename="../widgets/importsummarydialog.cpp" line="43"/>
        <source>One row per file: runs imported, runs already in the history, and why a file or rows of it were rejected</source>
        <translation>Eine Zeile pro Datei: importierte Läufe, bereits im Verlauf vorhandene Läufe und warum eine Datei oder Zeilen davon abgelehnt wurden</translation>
    </message>
    <message>
        <location filename="../widgets/importsummarydialog.cpp" line="51"/>
        <source>Close the summary</source>
        <translation>Zusammenfassung schließen</translation>
    </message>
    <message>
        <location filename="../widgets/importsummarydialog.cpp" line="67"/>
        <source>%1: %2: %3</source>
        <translation>%1: %2: %3</translation>
    </message>
    <message>
        <location filename="../widgets/importsummarydialog.cpp" line="69"/>
        <source>%1: imported %2, duplicates %3</source>
        <translation>%1: importiert %2, Duplikate %3</translation>
    </message>
    <message>
        <location filename="../widgets/importsummarydialog.cpp" line="121"/>
        <source>; </source>
        <comment>between the clauses of a summary sentence</comment>
        <translation>; </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/importsummarydialog.cpp" line="122"/>
        <source>%Ln run(s) imported</source>
        <translation>
            <numerusform>%Ln Lauf importiert</numerusform>
            <numerusform>%Ln Läufe importiert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/importsummarydialog.cpp" line="123"/>
        <source>%Ln duplicate(s)</source>
        <translation>
            <numerusform>%Ln Duplikat</numerusform>
            <numerusform>%Ln Duplikate</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/importsummarydialog.cpp" line="124"/>
        <source>%Ln file(s) rejected</source>
        <translation>
            <numerusform>%Ln Datei abgelehnt</numerusform>
            <numerusform>%Ln Dateien abgelehnt</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/importsummarydialog.cpp" line="125"/>
        <source>.</source>
        <comment>ends a summary sentence</comment>
        <translation>.</translation>
    </message>
    <message>
        <location filename="../widgets/importsummarydialog.cpp" line="127"/>
        <source>The import was cancelled before the remaining files.</source>
        <translation>Der Import wurde vor den übrigen Dateien abgebrochen.</translation>
    </message>
</context>
<context>
    <name>moeplan::widgets::MainWindow</name>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="99"/>
        <source>&amp;Planner</source>
        <translation>&amp;Planer</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="131"/>
        <source>&amp;Size It</source>
        <translation>Di&amp;mensionieren</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="199"/>
        <source>&amp;History</source>
        <translation>&amp;Verlauf</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="202"/>
        <source>&amp;Calibration</source>
        <translation>&amp;Kalibrierung</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="234"/>
        <source>Open run %1 in the planner</source>
        <translation>Lauf %1 im Planer öffnen</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="235"/>
        <source>Measured: run %1</source>
        <translation>Gemessen: Lauf %1</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="253"/>
        <source>No history is open to switch from.</source>
        <translation>Es ist keine Historie geöffnet, von der gewechselt werden könnte.</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="255"/>
        <source>An import or a refit is running: let it finish, or cancel it, before opening another history.</source>
        <translation>Ein Import oder eine Neuanpassung läuft: Lassen Sie sie enden oder brechen Sie sie ab, bevor Sie eine andere Historie öffnen.</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="300"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="301"/>
        <source>&amp;New Scenario</source>
        <translation>&amp;Neues Szenario</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="306"/>
        <source>&amp;Open Scenario…</source>
        <translation>Szenario ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="308"/>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="310"/>
        <source>Open &amp;Team History…</source>
        <translation>&amp;Team-Historie öffnen…</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="311"/>
        <source>Work on a history that many GPU nodes and planners share, on a PostgreSQL server</source>
        <translation>Mit einer Historie arbeiten, die viele GPU-Knoten und Planer auf einem PostgreSQL-Server teilen</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="313"/>
        <source>&amp;Save Scenario</source>
        <translation>Szenario &amp;speichern</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="315"/>
        <source>Save Scenario &amp;As…</source>
        <translation>Szenario speichern &amp;unter…</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="319"/>
        <source>&amp;Export</source>
        <translation>&amp;Exportieren</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="321"/>
        <source>&amp;Latency vs Throughput Chart…</source>
        <translation>&amp;Latenz-Durchsatz-Diagramm…</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="322"/>
        <source>&amp;Step-Time Breakdown Chart…</source>
        <translation>&amp;Schrittzeit-Aufschlüsselung…</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="323"/>
        <source>S&amp;caling Chart…</source>
        <translation>S&amp;kalierungsdiagramm…</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="332"/>
        <source>One-Page &amp;Report (PDF)…</source>
        <translation>Einseitiger &amp;Bericht (PDF)…</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="337"/>
        <source>&amp;Copy Chart</source>
        <translation>Diagramm &amp;kopieren</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="339"/>
        <source>Latency-vs-throughput chart copied to the clipboard</source>
        <translation>Latenz-Durchsatz-Diagramm in die Zwischenablage kopiert</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="343"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="348"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="349"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="352"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="358"/>
        <source>&amp;Pin Scenario for Comparison</source>
        <translation>Szenario zum Vergleich an&amp;heften</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="362"/>
        <source>Keep the current scenario on the charts (A) while you explore (B)</source>
        <translation>Das aktuelle Szenario in den Diagrammen behalten (A), während Sie weiter erkunden (B)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="365"/>
        <source>S&amp;wap with Pinned</source>
        <translation>Mit angeheftetem &amp;tauschen</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="373"/>
        <source>Pre&amp;ferences...</source>
        <translation>&amp;Einstellungen...</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="380"/>
        <source>Choose the interface&apos;s language</source>
        <translation>Die Sprache der Oberfläche wählen</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="382"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="383"/>
        <source>Throughput per &amp;GPU</source>
        <translation>Durchsatz pro &amp;GPU</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="386"/>
        <source>Latency in &amp;ms per Token</source>
        <translation>Latenz in &amp;ms pro Token</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="393"/>
        <source>Sizing &amp;Target on the Frontier</source>
        <translation>Dimensionierungs&amp;ziel auf der Frontier</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="395"/>
        <source>The Size It page&apos;s target (per-user floor and tokens/s) and its cheapest deployment, drawn over the frontier</source>
        <translation>Das Ziel der Seite „Dimensionieren“ (Untergrenze pro Benutzer und tokens/s) und sein günstigstes Deployment, über die Frontier gezeichnet</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="402"/>
        <source>Planner</source>
        <translation>Planer</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="406"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="411"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="437"/>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="407"/>
        <source>&amp;Add from config.json...</source>
        <translation>Aus config.json &amp;hinzufügen...</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="54"/>
        <source>MoE Planner scenarios (*.moeplan);;JSON files (*.json);;All files (*)</source>
        <translation>MoE-Planner-Szenarien (*.moeplan);;JSON-Dateien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="409"/>
        <source>Add a model to your catalog from its Hugging Face config.json (or drop the file on the window)</source>
        <translation>Ein Modell aus seiner Hugging-Face-config.json zu Ihrem Katalog hinzufügen (oder die Datei auf das Fenster ziehen)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="412"/>
        <source>&amp;New GPU Kind...</source>
        <translation>&amp;Neuer GPU-Typ...</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="413"/>
        <source>Describe a GPU the catalog lacks, starting from a known kind</source>
        <translation>Eine GPU beschreiben, die im Katalog fehlt, ausgehend von einem bekannten Typ</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="417"/>
        <source>&amp;Data</source>
        <translation>Da&amp;ten</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="420"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="421"/>
        <source>&amp;User Guide</source>
        <translation>&amp;Benutzerhandbuch</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="430"/>
        <source>Read the user guide (F1)</source>
        <translation>Das Benutzerhandbuch lesen (F1)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="433"/>
        <source>&amp;About MoE Planner</source>
        <translation>Ü&amp;ber MoE Planner</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="434"/>
        <source>About MoE Planner</source>
        <translation>Über MoE Planner</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="455"/>
        <source>Add Model from config.json</source>
        <translation>Modell aus config.json hinzufügen</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="457"/>
        <source>Hugging Face config (*.json);;All files (*)</source>
        <translation>Hugging-Face-Konfiguration (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="466"/>
        <source>Model %1 added to your catalog; its runs in the history join calibration at the next refit.</source>
        <translation>Modell %1 zu Ihrem Katalog hinzugefügt; seine Läufe im Verlauf gehen bei der nächsten Neuanpassung in die Kalibrierung ein.</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="482"/>
        <source>GPU kind %1 added to your catalog. Its predictions use its datasheet and efficiencies transferred from measured kinds.</source>
        <translation>GPU-Typ %1 zu Ihrem Katalog hinzugefügt. Seine Vorhersagen verwenden sein Datenblatt und von gemessenen Typen übertragene Effizienzen.</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="492"/>
        <source>%1 · ISL %2 / OSL %3 tokens</source>
        <translation>%1 · ISL %2 / OSL %3 Tokens</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="508"/>
        <source>Calibration: %1  ·  provenance: %2</source>
        <translation>Kalibrierung: %1  ·  Herkunft: %2</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="517"/>
        <source>%1[*] — %2</source>
        <translation>%1[*] — %2</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="518"/>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="531"/>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="539"/>
        <source>&amp;Clear List</source>
        <translation>Liste &amp;leeren</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="567"/>
        <source>Open Scenario</source>
        <translation>Szenario öffnen</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="578"/>
        <location filename="../widgets/mainwindow.cpp" line="590"/>
        <location filename="../widgets/mainwindow.cpp" line="597"/>
        <source>Save Scenario</source>
        <translation>Szenario speichern</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="612"/>
        <source>The scenario has been modified.
Do you want to save your changes?</source>
        <translation>Das Szenario wurde geändert.
Möchten Sie Ihre Änderungen speichern?</translation>
    </message>
</context>
<context>
    <name>moeplan::widgets::MessageBanner</name>
    <message>
        <location filename="../widgets/messagebanner.cpp" line="24"/>
        <source>Dismiss this message</source>
        <translation>Diese Meldung schließen</translation>
    </message>
</context>
<context>
    <name>moeplan::widgets::PredictionScatter</name>
    <message>
        <location filename="../widgets/predictionscatter.cpp" line="100"/>
        <source>Predicted = measured</source>
        <translation>Vorhergesagt = gemessen</translation>
    </message>
    <message>
        <location filename="../widgets/predictionscatter.cpp" line="102"/>
        <source>±20%</source>
        <translation>±20%</translation>
    </message>
    <message>
        <location filename="../widgets/predictionscatter.cpp" line="134"/>
        <source>Each point is a measured run predicted by profiles fitted without its fold (cross-validated). Hover a point for the run.</source>
        <translation>Jeder Punkt ist ein gemessener Lauf, vorhergesagt von Profilen, die ohne seinen Fold angepasst wurden (kreuzvalidiert). Zeigen Sie auf einen Punkt, um den Lauf zu sehen.</translation>
    </message>
    <message>
        <location filename="../widgets/predictionscatter.cpp" line="262"/>
        <source>Measured TPOT (ms)</source>
        <translation>Gemessener TPOT (ms)</translation>
    </message>
    <message>
        <location filename="../widgets/predictionscatter.cpp" line="262"/>
        <source>Measured TTFT (ms)</source>
        <translation>Gemessene TTFT (ms)</translation>
    </message>
    <message>
        <location filename="../widgets/predictionscatter.cpp" line="263"/>
        <source>Predicted TPOT (ms, held out)</source>
        <translation>Vorhergesagter TPOT (ms, zurückgehalten)</translation>
    </message>
    <message>
        <location filename="../widgets/predictionscatter.cpp" line="264"/>
        <source>Predicted TTFT (ms, held out)</source>
        <translation>Vorhergesagte TTFT (ms, zurückgehalten)</translation>
    </message>
    <message>
        <location filename="../widgets/predictionscatter.cpp" line="364"/>
        <source>Run %1: %2 on %3, %4, %5
measured %6 ms, predicted %7 ms (80%: %8–%9 ms)
%10</source>
        <translation>Lauf %1: %2 auf %3, %4, %5
gemessen %6 ms, vorhergesagt %7 ms (80 %: %8–%9 ms)
%10</translation>
    </message>
</context>
<context>
    <name>moeplan::widgets::PreferencesDialog</name>
    <message>
        <location filename="../widgets/preferencesdialog.cpp" line="18"/>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../widgets/preferencesdialog.cpp" line="20"/>
        <source>System language (%1)</source>
        <translation>Systemsprache (%1)</translation>
    </message>
    <message>
        <location filename="../widgets/preferencesdialog.cpp" line="25"/>
        <source>The language of the window, its messages and the report</source>
        <translation>Die Sprache des Fensters, seiner Meldungen und des Berichts</translation>
    </message>
    <message>
        <location filename="../widgets/preferencesdialog.cpp" line="30"/>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <location filename="../widgets/preferencesdialog.cpp" line="62"/>
        <source>The new language takes effect when MoE Planner is next started.</source>
        <translation>Die neue Sprache gilt ab dem nächsten Start von MoE Planner.</translation>
    </message>
</context>
<context>
    <name>moeplan::widgets::ReportDialog</name>
    <message>
        <location filename="../widgets/exportdialog.cpp" line="181"/>
        <location filename="../widgets/exportdialog.cpp" line="273"/>
        <source>Export Report</source>
        <translation>Bericht exportieren</translation>
    </message>
    <message>
        <location filename="../widgets/exportdialog.cpp" line="184"/>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <location filename="../widgets/exportdialog.cpp" line="190"/>
        <source>not set</source>
        <translation>nicht gesetzt</translation>
    </message>
    <message>
        <location filename="../widgets/exportdialog.cpp" line="194"/>
        <source>What one %1 costs you per hour; starts at the catalog&apos;s on-demand price (%2), which depends on the provider, contract and year.</source>
        <translation>Was Sie eine %1 pro Stunde kostet; beginnt beim On-Demand-Preis des Katalogs (%2), der von Anbieter, Vertrag und Jahr abhängt.</translation>
    </message>
    <message>
        <location filename="../widgets/exportdialog.cpp" line="198"/>
        <source>none stated</source>
        <translation>keiner angegeben</translation>
    </message>
    <message>
        <location filename="../widgets/exportdialog.cpp" line="202"/>
        <source>Facility power on top of the GPUs&apos; TDP (cooling, power delivery): PUE - 1. 30% is a placeholder assumption.</source>
        <translation>Anlagenleistung zusätzlich zur TDP der GPUs (Kühlung, Stromversorgung): PUE - 1. 30 % ist eine Platzhalterannahme.</translation>
    </message>
    <message>
        <location filename="../widgets/exportdialog.cpp" line="206"/>
        <source> tokens/s</source>
        <translation> tokens/s</translation>
    </message>
    <message>
        <location filename="../widgets/exportdialog.cpp" line="210"/>
        <source> tokens/s per user</source>
        <translation> tokens/s pro Benutzer</translation>
    </message>
    <message>
        <location filename="../widgets/exportdialog.cpp" line="214"/>
        <source>&amp;File:</source>
        <translation>D&amp;atei:</translation>
    </message>
    <message>
        <location filename="../widgets/exportdialog.cpp" line="215"/>
        <source>&amp;Price per %1-hour:</source>
        <translation>&amp;Preis pro %1-Stunde:</translation>
    </message>
    <message>
        <location filename="../widgets/exportdialog.cpp" line="216"/>
        <source>Facility &amp;overhead:</source>
        <translation>Anlagen-&amp;Overhead:</translation>
    </message>
    <message>
        <location filename="../widgets/exportdialog.cpp" line="217"/>
        <source>&amp;Target throughput:</source>
        <translation>&amp;Zieldurchsatz:</translation>
    </message>
    <message>
        <location filename="../widgets/exportdialog.cpp" line="218"/>
        <source>&amp;Minimum per-user speed:</source>
        <translation>&amp;Mindestgeschwindigkeit pro Benutzer:</translation>
    </message>
    <message>
        <location filename="../widgets/exportdialog.cpp" line="221"/>
        <source>&amp;Export</source>
        <translation>&amp;Exportieren</translation>
    </message>
    <message>
        <location filename="../widgets/exportdialog.cpp" line="273"/>
        <source>PDF document (*.pdf)</source>
        <translation>PDF-Dokument (*.pdf)</translation>
    </message>
</context>
<context>
    <name>moeplan::widgets::ReportWriter</name>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="98"/>
        <source>Options: %1 tokens/s at ≥ %2 tokens/s per user</source>
        <translation>Optionen: %1 tokens/s bei ≥ %2 tokens/s pro Benutzer</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="108"/>
        <source>No deployment meets the target.</source>
        <translation>Kein Deployment erreicht das Ziel.</translation>
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
        <translation>%1 (%2–%3)</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="146"/>
        <source>Hardware</source>
        <translation>Hardware</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="147"/>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="148"/>
        <location filename="../widgets/reportwriter.cpp" line="240"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="149"/>
        <source>$/hour</source>
        <translation>$/Stunde</translation>
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
        <translation>Tokens/s pro MW</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="152"/>
        <source>Per user, 80% interval</source>
        <translation>Pro Benutzer, 80-%-Intervall</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="153"/>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="206"/>
        <source>MoE Planner summary: %1 on %2</source>
        <translation>MoE-Planner-Zusammenfassung: %1 auf %2</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="213"/>
        <source>Model estimates for capacity planning, not measurements · %1</source>
        <translation>Modellschätzungen für die Kapazitätsplanung, keine Messungen · %1</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="237"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="238"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="241"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="242"/>
        <source>Topology, plan</source>
        <translation>Topologie, Plan</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="245"/>
        <source>Load</source>
        <translation>Last</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="246"/>
        <source>%1 sequences in flight per decode worker</source>
        <translation>%1 gleichzeitige Sequenzen pro Decode-Worker</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="247"/>
        <source>%1 sequences in flight per replica</source>
        <translation>%1 gleichzeitige Sequenzen pro Replikat</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="248"/>
        <source>Input / output</source>
        <translation>Eingabe / Ausgabe</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="249"/>
        <source>%1 / %2 tokens</source>
        <translation>%1 / %2 Tokens</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="250"/>
        <source>Drafter</source>
        <translation>Drafter</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="251"/>
        <source>d = %1, acceptance length %2</source>
        <translation>d = %1, Akzeptanzlänge %2</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="254"/>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="255"/>
        <source>Calibration</source>
        <translation>Kalibrierung</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="258"/>
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="269"/>
        <source>80%&#xa0;interval %1⁠–⁠%2&#xa0;ms</source>
        <translation>80-%-Intervall&#xa0;%1⁠–⁠%2&#xa0;ms</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="273"/>
        <source>Per-user speed</source>
        <translation>Geschwindigkeit pro Benutzer</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="274"/>
        <source>%1 tokens/s (TPOT %2 ms, %3)</source>
        <translation>%1 tokens/s (TPOT %2 ms, %3)</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="277"/>
        <source>%1 tokens/s (TPOT %2 ms)</source>
        <translation>%1 tokens/s (TPOT %2 ms)</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="279"/>
        <source>First token</source>
        <translation>Erstes Token</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="280"/>
        <source>%1 ms (%2)</source>
        <translation>%1 ms (%2)</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="282"/>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="283"/>
        <source>Throughput</source>
        <translation>Durchsatz</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="284"/>
        <source>%1 tokens/s (%2 per GPU)</source>
        <translation>%1 tokens/s (%2 pro GPU)</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="286"/>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="286"/>
        <source>%1 ms, bound by %2</source>
        <translation>%1 ms, begrenzt durch %2</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="288"/>
        <source>Memory per GPU</source>
        <translation>Speicher pro GPU</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="290"/>
        <source>%1 of %2 GB</source>
        <translation>%1 von %2 GB</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="291"/>
        <source>OUT OF MEMORY: needs %1 of %2 GB</source>
        <translation>SPEICHER REICHT NICHT: benötigt %1 von %2 GB</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="295"/>
        <source>No evaluation</source>
        <translation>Keine Auswertung</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="297"/>
        <source>At this load</source>
        <translation>Bei dieser Last</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="300"/>
        <source>no $/GPU-hour set for %1 (set it in the report dialog or with --usd-per-gpu-hour)</source>
        <translation>kein $/GPU-Stunde für %1 gesetzt (im Berichtsdialog oder mit --usd-per-gpu-hour festlegen)</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="304"/>
        <source>Price</source>
        <translation>Preis</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="306"/>
        <source>$%1 per GPU-hour (user-set)</source>
        <translation>$%1 pro GPU-Stunde (vom Benutzer gesetzt)</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="307"/>
        <source>$%1 per GPU-hour (catalog default)</source>
        <translation>$%1 pro GPU-Stunde (Katalogstandard)</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="312"/>
        <source>Cost, this load</source>
        <translation>Kosten, diese Last</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="314"/>
        <source>$%1 per million output tokens</source>
        <translation>$%1 pro Million Ausgabe-Tokens</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="319"/>
        <source>Power</source>
        <translation>Leistung</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="320"/>
        <source>%1 kW: %2 W per GPU, %3 W per %4-GPU node, facility overhead %5%</source>
        <translation>%1 kW: %2 W pro GPU, %3 W pro %4-GPU-Knoten, Anlagen-Overhead %5%</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="328"/>
        <source>%1 at this load</source>
        <translation>%1 bei dieser Last</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="330"/>
        <source>Cost and power</source>
        <translation>Kosten und Leistung</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="345"/>
        <source>Latency vs throughput, both topologies</source>
        <translation>Latenz vs. Durchsatz, beide Topologien</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="347"/>
        <source>Where the step time goes</source>
        <translation>Wohin die Schrittzeit geht</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="350"/>
        <source>Scaling with GPUs and the overhead wall</source>
        <translation>Skalierung mit GPUs und die Overhead-Grenze</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="357"/>
        <source>%1: the report is a PDF: end the name with .pdf</source>
        <translation>%1: der Bericht ist ein PDF: beenden Sie den Namen mit .pdf</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="363"/>
        <source>MoE Planner summary: %1</source>
        <translation>MoE-Planner-Zusammenfassung: %1</translation>
    </message>
    <message>
        <location filename="../widgets/reportwriter.cpp" line="370"/>
        <source>PDF output could not start</source>
        <translation>PDF-Ausgabe konnte nicht gestartet werden</translation>
    </message>
</context>
<context>
    <name>moeplan::widgets::ResultsPanel</name>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="43"/>
        <source>Operating point</source>
        <translation>Betriebspunkt</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="60"/>
        <source>Step time</source>
        <translation>Schrittzeit</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="61"/>
        <source>Bound by</source>
        <translation>Begrenzt durch</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="62"/>
        <source>Time per output token</source>
        <translation>Zeit pro Ausgabe-Token</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="63"/>
        <source>Time to first token</source>
        <translation>Zeit bis zum ersten Token</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="64"/>
        <source>Per-user speed</source>
        <translation>Geschwindigkeit pro Benutzer</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="65"/>
        <source>Aggregate throughput</source>
        <translation>Gesamtdurchsatz</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="66"/>
        <source>Throughput per GPU</source>
        <translation>Durchsatz pro GPU</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="67"/>
        <source>Sequences in flight</source>
        <translation>Gleichzeitige Sequenzen</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="68"/>
        <source>Memory per GPU</source>
        <translation>Speicher pro GPU</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="69"/>
        <source>Fits in memory</source>
        <translation>Passt in den Speicher</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="70"/>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="71"/>
        <source>Tokens/s per MW</source>
        <translation>Tokens/s pro MW</translation>
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
        <translation>%1 ms (%2)</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="133"/>
        <source>%1–%2 ms</source>
        <translation>%1–%2 ms</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="136"/>
        <source>80% interval %1: a nominal factor of 1.5 either way, since no measurement calibrates these parameters</source>
        <translation>80-%-Intervall %1: nominell Faktor 1,5 in beide Richtungen, da keine Messung diese Parameter kalibriert</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="139"/>
        <source>80% prediction interval %1: measurements of runs the fit never saw fell inside such a band 8 times in 10</source>
        <translation>80-%-Vorhersageintervall %1: Messungen von Läufen, die der Fit nie gesehen hat, lagen 8 von 10 Mal in einem solchen Band</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="101"/>
        <source>Prefill %1 ms, opening burst %2 ms</source>
        <translation>Prefill %1 ms, Anfangs-Burst %2 ms</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="105"/>
        <source>, wait for a prefill worker %1 ms, KV transfer %2 ms, hand-off between the pools %3 ms</source>
        <translation>, Warten auf einen Prefill-Worker %1 ms, KV-Übertragung %2 ms, Übergabe zwischen den Pools %3 ms</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="109"/>
        <source>, first decode step %1 ms</source>
        <translation>, erster Decode-Schritt %1 ms</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="147"/>
        <source>%1 tokens/s/user</source>
        <translation>%1 tokens/s/Benutzer</translation>
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
        <translation>%1 (1 Decode-Worker)</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="157"/>
        <source>%1 (%2 decode workers)</source>
        <translation>%1 (%2 Decode-Worker)</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="159"/>
        <source>%1 (1 replica)</source>
        <translation>%1 (1 Replikat)</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="160"/>
        <source>%1 (%2 replicas)</source>
        <translation>%1 (%2 Replikate)</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="166"/>
        <source>%1 of %2 clients per decode worker are decoding at a time; the rest wait for their first token</source>
        <translation>%1 von %2 Clients je Decode-Worker decodieren gleichzeitig; die übrigen warten auf ihr erstes Token</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="172"/>
        <source>%1 GB of %2 GB</source>
        <translation>%1 GB von %2 GB</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="175"/>
        <source>Weights %1 GB, KV cache %2 GB, reserve %3 GB</source>
        <translation>Gewichte %1 GB, KV-Cache %2 GB, Reserve %3 GB</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="182"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="183"/>
        <source>no, %1 GB short</source>
        <translation>nein, es fehlen %1 GB</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="188"/>
        <source>$%1/Mtok, $%2/h</source>
        <translation>$%1/Mtok, $%2/h</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="194"/>
        <source>$%1 per GPU-hour (%2; edit it on the Size It page)</source>
        <translation>$%1 pro GPU-Stunde (%2; auf der Seite „Dimensionieren“ bearbeiten)</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="196"/>
        <source>your price</source>
        <translation>Ihr Preis</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="196"/>
        <source>catalog default</source>
        <translation>Katalogstandard</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="197"/>
        <source>no price for this GPU kind: set one on the Size It page</source>
        <translation>kein Preis für diesen GPU-Typ: legen Sie einen auf der Seite „Dimensionieren“ fest</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="199"/>
        <source>%1 (%2 kW)</source>
        <translation>%1 (%2 kW)</translation>
    </message>
    <message>
        <location filename="../widgets/resultspanel.cpp" line="203"/>
        <source>%1 W per GPU, %2 W per %3-GPU node or rack shared by its GPUs, facility overhead %4%</source>
        <translation>%1 W pro GPU, %2 W pro %3-GPU-Knoten oder Rack, geteilt durch seine GPUs, Anlagen-Overhead %4%</translation>
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
        <translation>nicht angegeben</translation>
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
        <translation>mindestens %1 (Worker-Anzahlen nicht angegeben)</translation>
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
        <translation>Lauf-ID</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="78"/>
        <source>Source file</source>
        <translation>Quelldatei</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="79"/>
        <source>Measured at</source>
        <translation>Gemessen am</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="80"/>
        <source>Reference data</source>
        <translation>Referenzdaten</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="81"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="81"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="82"/>
        <location filename="../widgets/rundetailspane.cpp" line="289"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="83"/>
        <source>Precision</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="84"/>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="85"/>
        <source>Engine version</source>
        <translation>Engine-Version</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="86"/>
        <source>GPU kind</source>
        <translation>GPU-Typ</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="87"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="88"/>
        <source>Topology</source>
        <translation>Topologie</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="89"/>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="90"/>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="91"/>
        <location filename="../widgets/rundetailspane.cpp" line="359"/>
        <source>Tensor parallel (attention)</source>
        <translation>Tensor-Parallel (Attention)</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="92"/>
        <source>Expert parallel</source>
        <translation>Expert-Parallel</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="93"/>
        <source>Data parallel (attention)</source>
        <translation>Data-Parallel (Attention)</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="94"/>
        <source>Pipeline parallel</source>
        <translation>Pipeline-Parallel</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="95"/>
        <source>Serving</source>
        <translation>Serving</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="99"/>
        <source>Prefill workers</source>
        <translation>Prefill-Worker</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="100"/>
        <source>Prefill TP / EP / DP</source>
        <translation>Prefill TP / EP / DP</translation>
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
        <translation>Decode-Worker</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="103"/>
        <source>Decode TP / EP / DP</source>
        <translation>Decode TP / EP / DP</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="107"/>
        <location filename="../widgets/rundetailspane.cpp" line="360"/>
        <source>Concurrency (configured)</source>
        <translation>Concurrency (konfiguriert)</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="108"/>
        <source>Concurrency (achieved)</source>
        <translation>Concurrency (erreicht)</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="109"/>
        <source>Batch per rank</source>
        <translation>Batch pro Rank</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="110"/>
        <source>Input length (ISL)</source>
        <translation>Eingabelänge (ISL)</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="110"/>
        <location filename="../widgets/rundetailspane.cpp" line="111"/>
        <source>tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="111"/>
        <source>Output length (OSL)</source>
        <translation>Ausgabelänge (OSL)</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="112"/>
        <source>Drafter</source>
        <translation>Drafter</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="113"/>
        <source>Draft tokens</source>
        <translation>Draft-Tokens</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="114"/>
        <source>Acceptance length</source>
        <translation>Akzeptanzlänge</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="115"/>
        <source>TPOT mean</source>
        <translation>TPOT Mittelwert</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="116"/>
        <source>TPOT median</source>
        <translation>TPOT Median</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="117"/>
        <source>TPOT p99</source>
        <translation>TPOT p99</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="118"/>
        <source>ITL mean</source>
        <translation>ITL Mittelwert</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="119"/>
        <source>TTFT mean</source>
        <translation>TTFT Mittelwert</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="120"/>
        <source>TTFT median</source>
        <translation>TTFT Median</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="121"/>
        <source>TTFT p99</source>
        <translation>TTFT p99</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="122"/>
        <source>End-to-end mean</source>
        <translation>End-to-End Mittelwert</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="123"/>
        <source>Output throughput</source>
        <translation>Ausgabedurchsatz</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="124"/>
        <source>not reported; ≈ %1 %2 from its concurrency, TTFT and TPOT</source>
        <translation>nicht angegeben; ≈ %1 %2 aus Concurrency, TTFT und TPOT</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="127"/>
        <source>Total throughput</source>
        <translation>Gesamtdurchsatz</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="128"/>
        <source>Requests</source>
        <translation>Anfragen</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="129"/>
        <source>requests/s</source>
        <translation>Anfragen/s</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="130"/>
        <source>GPU utilisation</source>
        <translation>GPU-Auslastung</translation>
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
        <translation>HBM-Bandbreitenauslastung</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="134"/>
        <source>Power per GPU</source>
        <translation>Leistung pro GPU</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="134"/>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="135"/>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="145"/>
        <source>&amp;Save notes</source>
        <translation>Notizen &amp;speichern</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="150"/>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="150"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="152"/>
        <source>Every stored field of the selected run, with units</source>
        <translation>Alle gespeicherten Felder des ausgewählten Laufs, mit Einheiten</translation>
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
        <translation>TPOT und TTFT des Laufs, gemessen; was das Modell für sein Deployment und seine Last vorhersagt; und was die anderen gemessenen Lasten des Deployments für ihn nahelegen (das Modell, um seinen Fehler dort verschoben)</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="184"/>
        <source>Notes of the selected run; Save stores them (undoable)</source>
        <translation>Notizen des ausgewählten Laufs; Speichern legt sie ab (rückgängig zu machen)</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="188"/>
        <source>Store the notes of the selected run (undoable)</source>
        <translation>Die Notizen des ausgewählten Laufs speichern (rückgängig zu machen)</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="201"/>
        <source>&amp;Fields</source>
        <translation>&amp;Felder</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="202"/>
        <source>&amp;Diagnosis</source>
        <translation>&amp;Diagnose</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="204"/>
        <source>Which ceiling binds the run: the four readings from its GPU telemetry, next to the model&apos;s (import telemetry files with the results to get one)</source>
        <translation>Welche Obergrenze den Lauf begrenzt: die vier Messwerte aus seiner GPU-Telemetrie neben denen des Modells (importieren Sie Telemetriedateien zusammen mit den Ergebnissen, um eine zu erhalten)</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="208"/>
        <source>Mode&amp;l</source>
        <translation>Mode&amp;ll</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="210"/>
        <source>The run beside the model and beside its deployment&apos;s other measured loads: whether this load agrees with them</source>
        <translation>Der Lauf neben dem Modell und neben den anderen gemessenen Lasten seines Deployments: ob diese Last zu ihnen passt</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="220"/>
        <source>N&amp;otes:</source>
        <translation>N&amp;otizen:</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="250"/>
        <source>Selection</source>
        <translation>Auswahl</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/rundetailspane.cpp" line="250"/>
        <source>%Ln run(s)</source>
        <translation>
            <numerusform>%Ln Lauf</numerusform>
            <numerusform>%Ln Läufe</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="288"/>
        <source>Measured</source>
        <translation>Gemessen</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="291"/>
        <source>The model&apos;s median over the deployments the run may have been</source>
        <translation>Der Median des Modells über die Deployments, die der Lauf gewesen sein kann</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="292"/>
        <source>The model&apos;s prediction for this deployment and load</source>
        <translation>Die Vorhersage des Modells für dieses Deployment und diese Last</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="293"/>
        <location filename="../widgets/rundetailspane.cpp" line="306"/>
        <source>80% band</source>
        <translation>80-%-Band</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="295"/>
        <source>The model&apos;s 80% prediction interval</source>
        <translation>Das 80-%-Vorhersageintervall des Modells</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="299"/>
        <source>not measured</source>
        <translation>nicht gemessen</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="301"/>
        <source>Other loads</source>
        <translation>Andere Lasten</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/rundetailspane.cpp" line="303"/>
        <source>What this deployment&apos;s %Ln other measured load(s) imply for this one: the model moved by its median error on them</source>
        <translation>
            <numerusform>Was die %Ln andere gemessene Last dieses Deployments für diese nahelegt: das Modell, um seinen Medianfehler dort verschoben</numerusform>
            <numerusform>Was die %Ln anderen gemessenen Lasten dieses Deployments für diese nahelegen: das Modell, um seinen Medianfehler dort verschoben</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="311"/>
        <source>Where 80% of a deployment&apos;s loads fall around what its other loads imply</source>
        <translation>Wo 80 % der Lasten eines Deployments um das liegen, was seine anderen Lasten nahelegen</translation>
    </message>
    <message>
        <location filename="../widgets/rundetailspane.cpp" line="319"/>
        <source>Model: %1.</source>
        <translation>Modell: %1.</translation>
    </message>
</context>
<context>
    <name>moeplan::widgets::RunFilterBar</name>
    <message>
        <location filename="../widgets/runfilterbar.cpp" line="26"/>
        <location filename="../widgets/runfilterbar.cpp" line="100"/>
        <source>Any</source>
        <translation>Alle</translation>
    </message>
    <message>
        <location filename="../widgets/runfilterbar.cpp" line="41"/>
        <source>Show only runs measured on or after this day (&quot;Any&quot;: no limit)</source>
        <translation>Nur Läufe anzeigen, die an oder nach diesem Tag gemessen wurden (&quot;Alle&quot;: keine Grenze)</translation>
    </message>
    <message>
        <location filename="../widgets/runfilterbar.cpp" line="42"/>
        <source>Show only runs measured on or before this day (&quot;Any&quot;: no limit)</source>
        <translation>Nur Läufe anzeigen, die an oder vor diesem Tag gemessen wurden (&quot;Alle&quot;: keine Grenze)</translation>
    </message>
    <message>
        <location filename="../widgets/runfilterbar.cpp" line="43"/>
        <source>Disagreeing onl&amp;y</source>
        <translation>Nur ab&amp;weichende</translation>
    </message>
    <message>
        <location filename="../widgets/runfilterbar.cpp" line="48"/>
        <source>Show only runs that disagree with their deployment&apos;s other measured loads: far outside the 80% band those loads imply (the Model tab says why). Such a run is worth checking before it is calibrated on.</source>
        <translation>Nur Läufe zeigen, die von den anderen gemessenen Lasten ihres Deployments abweichen: weit außerhalb des 80-%-Bands, das diese Lasten ergeben (der Modell-Reiter sagt, warum). Ein solcher Lauf sollte geprüft werden, bevor auf ihm kalibriert wird.</translation>
    </message>
    <message>
        <location filename="../widgets/runfilterbar.cpp" line="51"/>
        <source>Show only the runs of this model</source>
        <translation>Nur die Läufe dieses Modells anzeigen</translation>
    </message>
    <message>
        <location filename="../widgets/runfilterbar.cpp" line="52"/>
        <source>Show only the runs on this GPU kind</source>
        <translation>Nur die Läufe auf diesem GPU-Typ anzeigen</translation>
    </message>
    <message>
        <location filename="../widgets/runfilterbar.cpp" line="53"/>
        <source>Show only the runs of this engine</source>
        <translation>Nur die Läufe dieser Engine anzeigen</translation>
    </message>
    <message>
        <location filename="../widgets/runfilterbar.cpp" line="56"/>
        <source>Notes or source file</source>
        <translation>Notizen oder Quelldatei</translation>
    </message>
    <message>
        <location filename="../widgets/runfilterbar.cpp" line="57"/>
        <source>Show only runs whose notes or source file name contain this text</source>
        <translation>Nur Läufe anzeigen, deren Notizen oder Quelldateiname diesen Text enthalten</translation>
    </message>
    <message>
        <location filename="../widgets/runfilterbar.cpp" line="60"/>
        <source>Runs that match the filters</source>
        <translation>Läufe, die den Filtern entsprechen</translation>
    </message>
    <message>
        <location filename="../widgets/runfilterbar.cpp" line="70"/>
        <source>&amp;Model:</source>
        <translation>&amp;Modell:</translation>
    </message>
    <message>
        <location filename="../widgets/runfilterbar.cpp" line="71"/>
        <source>&amp;GPU:</source>
        <translation>&amp;GPU:</translation>
    </message>
    <message>
        <location filename="../widgets/runfilterbar.cpp" line="72"/>
        <source>E&amp;ngine:</source>
        <translation>E&amp;ngine:</translation>
    </message>
    <message>
        <location filename="../widgets/runfilterbar.cpp" line="73"/>
        <source>F&amp;rom:</source>
        <translation>&amp;Von:</translation>
    </message>
    <message>
        <location filename="../widgets/runfilterbar.cpp" line="74"/>
        <source>&amp;To:</source>
        <translation>&amp;Bis:</translation>
    </message>
    <message>
        <location filename="../widgets/runfilterbar.cpp" line="75"/>
        <source>Se&amp;arch:</source>
        <translation>&amp;Suchen:</translation>
    </message>
    <message>
        <location filename="../widgets/runfilterbar.cpp" line="150"/>
        <source>Checking runs…</source>
        <translation>Läufe werden geprüft…</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/runfilterbar.cpp" line="155"/>
        <source>%Ln run(s)</source>
        <translation>
            <numerusform>%Ln Lauf</numerusform>
            <numerusform>%Ln Läufe</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>moeplan::widgets::RunsView</name>
    <message>
        <location filename="../widgets/runsview.cpp" line="104"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../widgets/runsview.cpp" line="219"/>
        <source>Conc.</source>
        <translation>Conc.</translation>
    </message>
    <message>
        <location filename="../widgets/runsview.cpp" line="220"/>
        <source>Ref.</source>
        <translation>Ref.</translation>
    </message>
    <message>
        <location filename="../widgets/runsview.cpp" line="232"/>
        <source>The measured runs; click a header to sort, Delete removes the selected runs</source>
        <translation>Die gemessenen Läufe; Klick auf eine Spaltenüberschrift sortiert, Entf entfernt die ausgewählten Läufe</translation>
    </message>
</context>
<context>
    <name>moeplan::widgets::ScalingChart</name>
    <message>
        <location filename="../widgets/scalingchart.cpp" line="98"/>
        <source>One user (tokens/s)</source>
        <translation>Ein Benutzer (tokens/s)</translation>
    </message>
    <message>
        <location filename="../widgets/scalingchart.cpp" line="99"/>
        <source>All users (tokens/s)</source>
        <translation>Alle Benutzer (tokens/s)</translation>
    </message>
    <message>
        <location filename="../widgets/scalingchart.cpp" line="102"/>
        <source>GPUs (all users: the scenario&apos;s sequences in flight per GPU)</source>
        <translation>GPUs (alle Benutzer: die gleichzeitigen Sequenzen des Szenarios pro GPU)</translation>
    </message>
    <message>
        <location filename="../widgets/scalingchart.cpp" line="218"/>
        <source>out of memory at this load</source>
        <translation>Speicher reicht bei dieser Last nicht</translation>
    </message>
    <message>
        <location filename="../widgets/scalingchart.cpp" line="242"/>
        <source>This scenario (%1 GPUs)</source>
        <translation>Dieses Szenario (%1 GPUs)</translation>
    </message>
    <message>
        <location filename="../widgets/scalingchart.cpp" line="243"/>
        <source>This scenario (%1 GPUs, out of memory)</source>
        <translation>Dieses Szenario (%1 GPUs, Speicher reicht nicht)</translation>
    </message>
    <message>
        <location filename="../widgets/scalingchart.cpp" line="257"/>
        <source>overhead wall: %1 tokens/s (%2 ms/step)</source>
        <translation>Overhead-Grenze: %1 tokens/s (%2 ms/Schritt)</translation>
    </message>
    <message>
        <location filename="../widgets/scalingchart.cpp" line="268"/>
        <source>NVL72 ahead from %1 GPUs</source>
        <translation>NVL72 vorn ab %1 GPUs</translation>
    </message>
    <message>
        <location filename="../widgets/scalingchart.cpp" line="295"/>
        <source>No scaling curve for this scenario: %1</source>
        <translation>Keine Skalierungskurve für dieses Szenario: %1</translation>
    </message>
    <message>
        <location filename="../widgets/scalingchart.cpp" line="297"/>
        <source>Other topology not shown: %1</source>
        <translation>Andere Topologie nicht angezeigt: %1</translation>
    </message>
    <message>
        <location filename="../widgets/scalingchart.cpp" line="299"/>
        <source>No evaluation for this scenario</source>
        <translation>Keine Auswertung für dieses Szenario</translation>
    </message>
</context>
<context>
    <name>moeplan::widgets::ScenarioPanel</name>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="110"/>
        <source> tokens</source>
        <translation> Tokens</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="233"/>
        <source>Model and hardware</source>
        <translation>Modell und Hardware</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="235"/>
        <source>The model to serve (catalog: docs/catalogs.md).</source>
        <translation>Das bereitzustellende Modell (Katalog: docs/catalogs.md).</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="235"/>
        <source>&amp;Model</source>
        <translation>&amp;Modell</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="237"/>
        <source>Prec&amp;ision</source>
        <translation>Genau&amp;igkeit</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="238"/>
        <source>Weight and KV-cache precision; the model&apos;s published default first.</source>
        <translation>Genauigkeit von Gewichten und KV-Cache; die veröffentlichte Standardgenauigkeit des Modells zuerst.</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="240"/>
        <source>GPU &amp;kind</source>
        <translation>GPU-T&amp;yp</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="241"/>
        <source>The accelerator. NVL72 parts (GB200, GB300) come in 72-GPU NVLink racks; HGX parts in 8-GPU nodes.</source>
        <translation>Der Beschleuniger. NVL72-Varianten (GB200, GB300) kommen in 72-GPU-NVLink-Racks, HGX-Varianten in 8-GPU-Knoten.</translation>
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
        <translation>T&amp;opologie</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="247"/>
        <source>HGX + InfiniBand: 8-GPU NVLink nodes joined by InfiniBand.
NVL72: 72-GPU NVLink domains joined by InfiniBand.
Switching keeps the silicon (B300 and GB300 are the same chip).</source>
        <translation>HGX + InfiniBand: 8-GPU-NVLink-Knoten, verbunden über InfiniBand.
NVL72: 72-GPU-NVLink-Domänen, verbunden über InfiniBand.
Umschalten behält das Silizium (B300 und GB300 sind derselbe Chip).</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="253"/>
        <source>&amp;NIC per GPU</source>
        <translation>&amp;NIC pro GPU</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="254"/>
        <source>Scale-out network bandwidth per GPU (InfiniBand/RoCE), used by traffic that leaves an NVLink domain.</source>
        <translation>Scale-out-Netzwerkbandbreite pro GPU (InfiniBand/RoCE), genutzt von Verkehr, der eine NVLink-Domäne verlässt.</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="257"/>
        <source> GPUs</source>
        <translation> GPUs</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="259"/>
        <source>Number of GPUs in the deployment (1-576), snapped to counts the plan can use. With expert parallelism the experts are spread over all of them.</source>
        <translation>Anzahl der GPUs im Deployment (1-576), auf vom Plan nutzbare Anzahlen gerastet. Mit Expert-Parallelität werden die Experten über alle verteilt.</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="262"/>
        <source>&amp;GPUs</source>
        <translation>&amp;GPUs</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="267"/>
        <source>Plan and load</source>
        <translation>Plan und Last</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="269"/>
        <source>Best for throughput</source>
        <translation>Bester Durchsatz</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="270"/>
        <source>Tensor parallel (TP)</source>
        <translation>Tensor-Parallel (TP)</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="271"/>
        <source>EP + DP attention</source>
        <translation>EP + DP-Attention</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="272"/>
        <source>TP-8 replicas</source>
        <translation>TP-8-Replikate</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="273"/>
        <source>P&amp;lan</source>
        <translation>&amp;Plan</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="274"/>
        <source>How the model is split. &quot;Best&quot; picks, on every change, the plan with the highest throughput at the same number of sequences in flight that fits in memory.</source>
        <translation>Wie das Modell aufgeteilt wird. &quot;Bester&quot; wählt bei jeder Änderung den Plan mit dem höchsten Durchsatz bei gleicher Anzahl gleichzeitiger Sequenzen, der in den Speicher passt.</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="282"/>
        <source>Aggregated</source>
        <translation>Aggregiert</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="283"/>
        <source>Disaggregated</source>
        <translation>Disaggregiert</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="286"/>
        <source>Serving la&amp;yout</source>
        <translation>Serving-&amp;Aufteilung</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="287"/>
        <source>Aggregated: every replica both prefills prompts and decodes.
Disaggregated: separate prefill and decode pools, each with its own plan and worker count; the GPUs are their sum. Switching seeds the pools from the plan: one prefill worker of its shape, the other replicas decode (a single replica gains a prefill worker).</source>
        <translation>Aggregiert: jedes Replikat führt sowohl Prefill der Prompts als auch Decode aus.
Disaggregiert: getrennte Prefill- und Decode-Pools, jeweils mit eigenem Plan und eigener Worker-Anzahl; die GPUs sind ihre Summe. Beim Umschalten werden die Pools aus dem Plan befüllt: ein Prefill-Worker seiner Form, die übrigen Replikate dekodieren (ein einzelnes Replikat erhält einen Prefill-Worker).</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="307"/>
        <location filename="../widgets/scenariopanel.cpp" line="481"/>
        <source>TP si&amp;ze</source>
        <translation>&amp;TP-Größe</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="308"/>
        <source>Tensor-parallel GPUs per replica (in the EP plan: the attention TP, dividing the EP size). TP plan: one replica over them; TP replicas keep their count. A TP wider than the model&apos;s KV heads replicates them (a warning, not an error).</source>
        <translation>Tensor-Parallel-GPUs pro Replikat (im EP-Plan: die Attention-TP, die die EP-Größe teilt). TP-Plan: ein Replikat über alle; TP-Replikate behalten ihre Anzahl. Eine TP breiter als die KV-Heads des Modells repliziert diese (eine Warnung, kein Fehler).</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="311"/>
        <location filename="../widgets/scenariopanel.cpp" line="486"/>
        <source>E&amp;xperts (EP)</source>
        <translation>E&amp;xperten (EP)</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="312"/>
        <source>Expert-parallel GPUs per replica: the routed experts are spread over them. EP plan only; a multiple of the TP size. GPUs = replicas x EP.</source>
        <translation>Expert-Parallel-GPUs pro Replikat: die gerouteten Experten werden über sie verteilt. Nur EP-Plan; ein Vielfaches der TP-Größe. GPUs = Replikate x EP.</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="314"/>
        <location filename="../widgets/scenariopanel.cpp" line="483"/>
        <source>DP &amp;width</source>
        <translation>DP-Br&amp;eite</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="315"/>
        <source>Data-parallel attention width: attention copies per replica, EP / TP. Set it in the EP plan to make EP = TP x DP; other plans have one (1).</source>
        <translation>Data-Parallel-Attention-Breite: Attention-Kopien pro Replikat, EP / TP. Im EP-Plan setzen, um EP = TP x DP zu erhalten; andere Pläne haben eine (1).</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="317"/>
        <source>&amp;Replicas</source>
        <translation>&amp;Replikate</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="318"/>
        <source>Independent copies of one replica&apos;s plan; GPUs = replicas x GPUs per replica. A TP plan with several replicas becomes TP replicas.</source>
        <translation>Unabhängige Kopien des Plans eines Replikats; GPUs = Replikate x GPUs pro Replikat. Ein TP-Plan mit mehreren Replikaten wird zu TP-Replikaten.</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="335"/>
        <source>&amp;Batch</source>
        <translation>&amp;Batch</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="336"/>
        <source>Sequences in flight per replica (1-4096), summed over its attention data-parallel ranks. The slider steps are logarithmic; the box takes any value.</source>
        <translation>Gleichzeitige Sequenzen pro Replikat (1-4096), summiert über seine Attention-Data-Parallel-Ranks. Die Schritte des Schiebereglers sind logarithmisch; das Feld nimmt jeden Wert an.</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="340"/>
        <source>Inp&amp;ut length</source>
        <translation>Eingabe&amp;länge</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="340"/>
        <source>Prompt tokens per request (ISL).</source>
        <translation>Prompt-Tokens pro Anfrage (ISL).</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="342"/>
        <source>&amp;Output length</source>
        <translation>A&amp;usgabelänge</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="342"/>
        <source>Generated tokens per request (OSL).</source>
        <translation>Generierte Tokens pro Anfrage (OSL).</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="347"/>
        <source>Speculative decoding</source>
        <translation>Spekulatives Decoding</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="350"/>
        <source>none</source>
        <translation>keins</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="351"/>
        <source>D&amp;raft tokens</source>
        <translation>&amp;Draft-Tokens</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="352"/>
        <source>Tokens the drafter proposes per step (MTP, EAGLE, tree drafters); 0 = no speculative decoding. Models with a published default start with it.</source>
        <translation>Tokens, die der Drafter pro Schritt vorschlägt (MTP, EAGLE, Baum-Drafter); 0 = kein spekulatives Decoding. Modelle mit veröffentlichtem Standardwert beginnen damit.</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="357"/>
        <source>&amp;Acceptance</source>
        <translation>Ak&amp;zeptanz</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="358"/>
        <source>Tokens committed per decode step, on average (acceptance length, 1.0-16.0; 1.0 = no speculation). At most draft tokens + 1.</source>
        <translation>Im Mittel pro Decode-Schritt übernommene Tokens (Akzeptanzlänge, 1.0-16.0; 1.0 = keine Spekulation). Höchstens Draft-Tokens + 1.</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="365"/>
        <source>Calibration</source>
        <translation>Kalibrierung</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="367"/>
        <source>Any</source>
        <translation>Beliebig</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="371"/>
        <source>&amp;Serving engine</source>
        <translation>&amp;Serving-Engine</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="372"/>
        <source>Serving engine whose calibration profile applies (&quot;Any&quot;: the GPU kind&apos;s profile pooled over engines).</source>
        <translation>Serving-Engine, deren Kalibrierprofil gilt (&quot;Beliebig&quot;: das Profil des GPU-Typs über alle Engines).</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="375"/>
        <source>&amp;Calibration</source>
        <translation>&amp;Kalibrierung</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="376"/>
        <source>Where the model&apos;s efficiencies come from: the calibration profile fitted to the history (automatic picks the GPU kind and engine, else transfers from the nearest calibrated kind), datasheet fractions, or ideal datasheet peaks.</source>
        <translation>Woher die Effizienzen des Modells stammen: das an den Verlauf angepasste Kalibrierprofil (automatisch wählt GPU-Typ und Engine, sonst Übertragung vom nächstgelegenen kalibrierten Typ), Datenblatt-Anteile oder ideale Datenblatt-Spitzenwerte.</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="451"/>
        <source>Prefill pool</source>
        <translation>Prefill-Pool</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="451"/>
        <source>Decode pool</source>
        <translation>Decode-Pool</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="454"/>
        <source>The workers that prefill prompts (TTFT).</source>
        <translation>Die Worker, die Prompts vorverarbeiten (Prefill, TTFT).</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="455"/>
        <source>The workers that decode (TPOT, throughput).</source>
        <translation>Die Worker, die dekodieren (TPOT, Durchsatz).</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="481"/>
        <source>Attention tensor-parallel GPUs per worker.</source>
        <translation>Attention-Tensor-Parallel-GPUs pro Worker.</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="484"/>
        <source>Attention data-parallel copies per worker; a worker has TP x DP GPUs.</source>
        <translation>Attention-Data-Parallel-Kopien pro Worker; ein Worker hat TP x DP GPUs.</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="487"/>
        <source>Expert-parallel GPUs per worker, dividing TP x DP (the MoE TP is the rest). An EP over the whole worker stays so when TP or DP change.</source>
        <translation>Expert-Parallel-GPUs pro Worker, die TP x DP teilen (der Rest ist die MoE-TP). Ein EP über den ganzen Worker bleibt so, wenn sich TP oder DP ändern.</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="490"/>
        <source>Wo&amp;rkers</source>
        <translation>Wo&amp;rker</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="491"/>
        <source>Workers in this pool. The GPUs of the deployment are the sum over both pools.</source>
        <translation>Worker in diesem Pool. Die GPUs des Deployments sind die Summe über beide Pools.</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="498"/>
        <source>as Batch</source>
        <translation>wie Batch</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="500"/>
        <source>&amp;Batch per worker</source>
        <translation>&amp;Batch pro Worker</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="501"/>
        <source>Sequences in flight per decode worker (&quot;as Batch&quot;: the Batch setting below).</source>
        <translation>Gleichzeitige Sequenzen pro Decode-Worker (&quot;wie Batch&quot;: die Batch-Einstellung unten).</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="609"/>
        <source>%1 (default)</source>
        <translation>%1 (Standard)</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="620"/>
        <source>GPU default (%1 Gb/s)</source>
        <translation>GPU-Standard (%1 Gb/s)</translation>
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
        <translation>aus</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="687"/>
        <source>%1 tok</source>
        <translation>%1 tok</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="704"/>
        <source>Prefill %1x %2, decode %3x %4: %5 GPUs</source>
        <translation>Prefill %1x %2, Decode %3x %4: %5 GPUs</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="711"/>
        <source>%1, %2 replicas</source>
        <translation>%1, %2 Replikate</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="713"/>
        <source>Chosen: %1</source>
        <translation>Gewählt: %1</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="731"/>
        <source>Automatic (best profile)</source>
        <translation>Automatisch (bestes Profil)</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="732"/>
        <source>Datasheet (uncalibrated)</source>
        <translation>Datenblatt (unkalibriert)</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="733"/>
        <source>Ideal (datasheet peaks)</source>
        <translation>Ideal (Datenblatt-Spitzenwerte)</translation>
    </message>
    <message>
        <location filename="../widgets/scenariopanel.cpp" line="755"/>
        <source>
80% interval of TPOT: %1% to +%2%</source>
        <translation>
80-%-Intervall des TPOT: %1% bis +%2%</translation>
    </message>
</context>
<context>
    <name>moeplan::widgets::SizingPage</name>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="77"/>
        <source>Cost ($/hour)</source>
        <translation>Kosten ($/Stunde)</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="78"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="79"/>
        <source>Power</source>
        <translation>Leistung</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="82"/>
        <source>&amp;Rank by:</source>
        <translation>&amp;Rangfolge nach:</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="84"/>
        <source>&amp;Load into Planner</source>
        <translation>In den Planer &amp;laden</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="85"/>
        <source>Open the selected deployment in the planner (Enter or double-click); Edit &gt; Undo goes back</source>
        <translation>Das ausgewählte Deployment im Planer öffnen (Eingabetaste oder Doppelklick); Bearbeiten &gt; Rückgängig führt zurück</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="118"/>
        <source>Hardware</source>
        <translation>Hardware</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="118"/>
        <source>Family</source>
        <translation>Familie</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="118"/>
        <source>Why it fails</source>
        <translation>Warum sie scheitert</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="132"/>
        <source>Families that fail</source>
        <translation>Nicht erfüllende Familien</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="187"/>
        <source>The model, precision, sequence lengths, drafter, engine and calibration come from the planner; change them there</source>
        <translation>Modell, Genauigkeit, Sequenzlängen, Drafter, Engine und Kalibrierung stammen aus dem Planer; ändern Sie sie dort</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="189"/>
        <source>Workload (from the planner)</source>
        <translation>Last (aus dem Planer)</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="194"/>
        <source>Target</source>
        <translation>Ziel</translation>
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
        <translation>Gesamte Ausgabe-Tokens pro Sekunde, die das Deployment bedienen muss</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="204"/>
        <source>&amp;Serve:</source>
        <translation>&amp;Bedienen:</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="211"/>
        <source>Each user sees at least this speed (1000 / TPOT); 0 = no floor</source>
        <translation>Jeder Benutzer erhält mindestens diese Geschwindigkeit (1000 / TPOT); 0 = keine Untergrenze</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="212"/>
        <source>&amp;Per user at least:</source>
        <translation>&amp;Pro Benutzer mindestens:</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="216"/>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="217"/>
        <source>no limit</source>
        <translation>keine Grenze</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="219"/>
        <source>Time to first token at most; &quot;no limit&quot; leaves TTFT free</source>
        <translation>Höchstzeit bis zum ersten Token; &quot;keine Grenze&quot; lässt TTFT frei</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="220"/>
        <source>&amp;TTFT at most:</source>
        <translation>&amp;TTFT höchstens:</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="224"/>
        <source>The largest deployment to consider</source>
        <translation>Das größte zu berücksichtigende Deployment</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="225"/>
        <source>GPUs at &amp;most:</source>
        <translation>GPUs &amp;höchstens:</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="228"/>
        <source>Hardware and serving</source>
        <translation>Hardware und Serving</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="232"/>
        <source>GPU kinds to consider</source>
        <translation>Zu berücksichtigende GPU-Typen</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="234"/>
        <source>H&amp;GX nodes + InfiniBand</source>
        <translation>H&amp;GX-Knoten + InfiniBand</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="235"/>
        <source>&amp;NVL72 NVLink domain</source>
        <translation>&amp;NVL72-NVLink-Domäne</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="239"/>
        <source>&amp;Aggregated serving</source>
        <translation>&amp;Aggregiertes Serving</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="240"/>
        <source>D&amp;isaggregated serving</source>
        <translation>D&amp;isaggregiertes Serving</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="241"/>
        <source>Separate prefill and decode pools, each sized on its own</source>
        <translation>Getrennte Prefill- und Decode-Pools, jeweils eigenständig dimensioniert</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="248"/>
        <source>Prices and power</source>
        <translation>Preise und Leistung</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="252"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="252"/>
        <source>$/GPU-h</source>
        <translation>$/GPU-h</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="252"/>
        <source>W/GPU</source>
        <translation>W/GPU</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="252"/>
        <source>W/node</source>
        <translation>W/Knoten</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="254"/>
        <source>Power besides the GPUs per 8-GPU node, or per NVL72 rack: host CPUs, NICs, switches, fans. Each GPU carries its share.</source>
        <translation>Leistung zusätzlich zu den GPUs pro 8-GPU-Knoten oder pro NVL72-Rack: Host-CPUs, NICs, Switches, Lüfter. Jede GPU trägt ihren Anteil.</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="262"/>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="264"/>
        <source>Cooling and power delivery on top of the IT load (PUE - 1)</source>
        <translation>Kühlung und Stromversorgung zusätzlich zur IT-Last (PUE - 1)</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="266"/>
        <source>Facility &amp;overhead:</source>
        <translation>Anlagen-&amp;Overhead:</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="268"/>
        <source>Restore &amp;catalog values</source>
        <translation>&amp;Katalogwerte wiederherstellen</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="269"/>
        <source>Forget your prices and power; use the catalog&apos;s (sources in the tooltips)</source>
        <translation>Ihre Preise und Leistungswerte verwerfen; die des Katalogs verwenden (Quellen in den Tooltips)</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="322"/>
        <source>no source for the catalog&apos;s values</source>
        <translation>keine Quelle für die Werte des Katalogs</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="335"/>
        <source>your value (bold); Restore catalog values forgets it</source>
        <translation>Ihr Wert (fett); Katalogwerte wiederherstellen verwirft ihn</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="336"/>
        <source>catalog value: %1</source>
        <translation>Katalogwert: %1</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="439"/>
        <source>d = %1, acceptance %2</source>
        <translation>d = %1, Akzeptanz %2</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="440"/>
        <source>no drafter</source>
        <translation>kein Drafter</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="442"/>
        <source>%1, %2; ISL %3 / OSL %4 tokens; %5; engine %6; calibration %7</source>
        <translation>%1, %2; ISL %3 / OSL %4 Tokens; %5; Engine %6; Kalibrierung %7</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="452"/>
        <source>Choose at least one GPU kind, one topology and one serving mode.</source>
        <translation>Wählen Sie mindestens einen GPU-Typ, eine Topologie und einen Serving-Modus.</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/sizingpage.cpp" line="484"/>
        <source>%Ln deployment(s) meet the target. Cheapest: %1, %2 on %3 GPUs at $%4 per hour ($%5 per million tokens). Searched %6 evaluations in %7 ms.</source>
        <translation>
            <numerusform>%Ln Deployment erreicht das Ziel. Am günstigsten: %1, %2 auf %3 GPUs für $%4 pro Stunde ($%5 pro Million Tokens). %6 Auswertungen in %7 ms durchsucht.</numerusform>
            <numerusform>%Ln Deployments erreichen das Ziel. Am günstigsten: %1, %2 auf %3 GPUs für $%4 pro Stunde ($%5 pro Million Tokens). %6 Auswertungen in %7 ms durchsucht.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="496"/>
        <source>No deployment meets the target. Nearest: %1, %2 on %3 GPUs reaches %4 tokens/s at %5 tokens/s per user (%6% short of the target, %7% short of the per-user floor).</source>
        <translation>Kein Deployment erreicht das Ziel. Am nächsten: %1, %2 auf %3 GPUs erreicht %4 tokens/s bei %5 tokens/s pro Benutzer (%6% unter dem Ziel, %7% unter der Untergrenze pro Benutzer).</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="506"/>
        <source>No deployment meets the target, and none comes near: see why each family fails below.</source>
        <translation>Kein Deployment erreicht das Ziel, und keines kommt nahe heran: siehe unten, warum jede Familie scheitert.</translation>
    </message>
    <message>
        <location filename="../widgets/sizingpage.cpp" line="549"/>
        <source>Load sized deployment %1</source>
        <translation>Dimensioniertes Deployment %1 laden</translation>
    </message>
</context>
<context>
    <name>moeplan::widgets::TeamHistoryDialog</name>
    <message>
        <location filename="../widgets/teamhistorydialog.cpp" line="23"/>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <location filename="../widgets/teamhistorydialog.cpp" line="24"/>
        <source>&amp;Remember in the system keyring</source>
        <translation>Im Schlüsselbund des Systems &amp;merken</translation>
    </message>
    <message>
        <location filename="../widgets/teamhistorydialog.cpp" line="27"/>
        <source>Open Team History</source>
        <translation>Team-Historie öffnen</translation>
    </message>
    <message>
        <location filename="../widgets/teamhistorydialog.cpp" line="30"/>
        <source>New connection</source>
        <translation>Neue Verbindung</translation>
    </message>
    <message>
        <location filename="../widgets/teamhistorydialog.cpp" line="34"/>
        <source>db.example.org</source>
        <translation>db.example.org</translation>
    </message>
    <message>
        <location filename="../widgets/teamhistorydialog.cpp" line="38"/>
        <source>your role on the server</source>
        <translation>Ihre Rolle auf dem Server</translation>
    </message>
    <message>
        <location filename="../widgets/teamhistorydialog.cpp" line="41"/>
        <source>Encrypted (require)</source>
        <translation>Verschlüsselt (require)</translation>
    </message>
    <message>
        <location filename="../widgets/teamhistorydialog.cpp" line="42"/>
        <source>Encrypted, server&apos;s CA checked (verify-ca)</source>
        <translation>Verschlüsselt, CA des Servers geprüft (verify-ca)</translation>
    </message>
    <message>
        <location filename="../widgets/teamhistorydialog.cpp" line="43"/>
        <source>Encrypted, CA and host name checked (verify-full)</source>
        <translation>Verschlüsselt, CA und Hostname geprüft (verify-full)</translation>
    </message>
    <message>
        <location filename="../widgets/teamhistorydialog.cpp" line="44"/>
        <source>This machine only: encrypted when offered (prefer)</source>
        <translation>Nur dieser Rechner: verschlüsselt, wenn angeboten (prefer)</translation>
    </message>
    <message>
        <location filename="../widgets/teamhistorydialog.cpp" line="47"/>
        <source>the CA certificate that signed the server&apos;s (PEM)</source>
        <translation>das CA-Zertifikat, das das des Servers signiert hat (PEM)</translation>
    </message>
    <message>
        <location filename="../widgets/teamhistorydialog.cpp" line="49"/>
        <source>empty: from ~/.pgpass</source>
        <translation>leer: aus ~/.pgpass</translation>
    </message>
    <message>
        <location filename="../widgets/teamhistorydialog.cpp" line="50"/>
        <source>Kept by the desktop&apos;s keyring, never in MoE Planner&apos;s settings</source>
        <translation>Im Schlüsselbund des Desktops gespeichert, nie in den Einstellungen von MoE Planner</translation>
    </message>
    <message>
        <location filename="../widgets/teamhistorydialog.cpp" line="62"/>
        <source>Re&amp;cent:</source>
        <translation>&amp;Zuletzt:</translation>
    </message>
    <message>
        <location filename="../widgets/teamhistorydialog.cpp" line="63"/>
        <source>&amp;Host:</source>
        <translation>&amp;Host:</translation>
    </message>
    <message>
        <location filename="../widgets/teamhistorydialog.cpp" line="64"/>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <location filename="../widgets/teamhistorydialog.cpp" line="65"/>
        <source>&amp;Database:</source>
        <translation>&amp;Datenbank:</translation>
    </message>
    <message>
        <location filename="../widgets/teamhistorydialog.cpp" line="66"/>
        <source>&amp;User:</source>
        <translation>&amp;Benutzer:</translation>
    </message>
    <message>
        <location filename="../widgets/teamhistorydialog.cpp" line="67"/>
        <source>&amp;TLS:</source>
        <translation>&amp;TLS:</translation>
    </message>
    <message>
        <location filename="../widgets/teamhistorydialog.cpp" line="69"/>
        <source>C&amp;A file:</source>
        <translation>C&amp;A-Datei:</translation>
    </message>
    <message>
        <location filename="../widgets/teamhistorydialog.cpp" line="72"/>
        <source>Pass&amp;word:</source>
        <translation>Pass&amp;wort:</translation>
    </message>
    <message>
        <location filename="../widgets/teamhistorydialog.cpp" line="80"/>
        <source>A history many nodes and planners share. Runs you import go to the server; you work on a local copy of it, refreshed when others change it.</source>
        <translation>Eine Historie, die viele Knoten und Planer teilen. Läufe, die Sie importieren, gehen an den Server; Sie arbeiten auf einer lokalen Kopie, die aktualisiert wird, wenn andere etwas ändern.</translation>
    </message>
    <message>
        <location filename="../widgets/teamhistorydialog.cpp" line="92"/>
        <source>CA Certificate</source>
        <translation>CA-Zertifikat</translation>
    </message>
    <message>
        <location filename="../widgets/teamhistorydialog.cpp" line="93"/>
        <source>Certificates (*.pem *.crt);;All files (*)</source>
        <translation>Zertifikate (*.pem *.crt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../widgets/teamhistorydialog.cpp" line="149"/>
        <source>Give the server&apos;s host name.</source>
        <translation>Geben Sie den Hostnamen des Servers an.</translation>
    </message>
    <message>
        <location filename="../widgets/teamhistorydialog.cpp" line="151"/>
        <source>Give the database&apos;s name.</source>
        <translation>Geben Sie den Namen der Datenbank an.</translation>
    </message>
    <message>
        <location filename="../widgets/teamhistorydialog.cpp" line="153"/>
        <source>Give your role&apos;s name on the server.</source>
        <translation>Geben Sie den Namen Ihrer Rolle auf dem Server an.</translation>
    </message>
    <message>
        <location filename="../widgets/teamhistorydialog.cpp" line="155"/>
        <source>%1 checks the server against a CA: choose the CA file.</source>
        <translation>%1 prüft den Server gegen eine CA: Wählen Sie die CA-Datei.</translation>
    </message>
</context>
<context>
    <name>moeplan::widgets::UserGuideDialog</name>
    <message>
        <location filename="../widgets/helpdialogs.cpp" line="48"/>
        <source>MoE Planner User Guide</source>
        <translation>MoE Planner – Benutzerhandbuch</translation>
    </message>
    <message>
        <location filename="../widgets/helpdialogs.cpp" line="67"/>
        <source>&lt;p&gt;&lt;b&gt;MoE Planner %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Capacity planning for serving Mixture-of-Experts language models: decode step time, throughput and per-user speed across GPU counts, topologies, speculative decoding and batch sizes, calibrated on your own benchmark runs.&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or later (GPL-3.0-or-later), without any warranty.&lt;/p&gt;&lt;p&gt;Built with:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Qt %2 (LGPL-3.0)&lt;/li&gt;&lt;li&gt;QCustomPlot %3 (GPL-3.0)&lt;/li&gt;&lt;li&gt;Eigen %4 (MPL-2.0)&lt;/li&gt;&lt;li&gt;SQLite %5 (public domain)&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;MoE Planner %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Kapazitätsplanung für den Betrieb von Mixture-of-Experts-Sprachmodellen: Decode-Schrittzeit, Durchsatz und Geschwindigkeit pro Benutzer über GPU-Anzahlen, Topologien, spekulatives Decoding und Batch-Größen, kalibriert auf Ihren eigenen Benchmark-Läufen.&lt;/p&gt;&lt;p&gt;Lizenziert unter der GNU General Public License, Version 3 oder später (GPL-3.0-or-later), ohne jegliche Gewährleistung.&lt;/p&gt;&lt;p&gt;Erstellt mit:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Qt %2 (LGPL-3.0)&lt;/li&gt;&lt;li&gt;QCustomPlot %3 (GPL-3.0)&lt;/li&gt;&lt;li&gt;Eigen %4 (MPL-2.0)&lt;/li&gt;&lt;li&gt;SQLite %5 (public domain)&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
</context>
</TS>
