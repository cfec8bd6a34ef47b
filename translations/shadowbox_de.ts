<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AllowList</name>
    <message>
        <location filename="../engine/gateway/AllowList.cpp" line="39"/>
        <source>npm and Yarn packages</source>
        <translation>npm- und Yarn-Pakete</translation>
    </message>
    <message>
        <location filename="../engine/gateway/AllowList.cpp" line="41"/>
        <source>Python packages (pip, uv, Poetry)</source>
        <translation>Python-Pakete (pip, uv, Poetry)</translation>
    </message>
    <message>
        <location filename="../engine/gateway/AllowList.cpp" line="43"/>
        <source>Rust crates (Cargo)</source>
        <translation>Rust-Crates (Cargo)</translation>
    </message>
    <message>
        <location filename="../engine/gateway/AllowList.cpp" line="45"/>
        <source>Go modules</source>
        <translation>Go-Module</translation>
    </message>
    <message>
        <location filename="../engine/gateway/AllowList.cpp" line="46"/>
        <source>Debian archives (apt)</source>
        <translation>Debian-Archive (apt)</translation>
    </message>
    <message>
        <location filename="../engine/gateway/AllowList.cpp" line="48"/>
        <source>Ubuntu archives (apt)</source>
        <translation>Ubuntu-Archive (apt)</translation>
    </message>
    <message>
        <location filename="../engine/gateway/AllowList.cpp" line="50"/>
        <source>Alpine packages (apk)</source>
        <translation>Alpine-Pakete (apk)</translation>
    </message>
    <message>
        <location filename="../engine/gateway/AllowList.cpp" line="51"/>
        <source>Claude Code&apos;s model API</source>
        <translation>Die Modell-API von Claude Code</translation>
    </message>
    <message>
        <location filename="../engine/gateway/AllowList.cpp" line="52"/>
        <source>Codex&apos;s model API</source>
        <translation>Die Modell-API von Codex</translation>
    </message>
    <message>
        <location filename="../engine/gateway/AllowList.cpp" line="53"/>
        <source>aider&apos;s model APIs (OpenAI and Anthropic)</source>
        <translation>Die Modell-APIs von aider (OpenAI und Anthropic)</translation>
    </message>
    <message>
        <location filename="../engine/gateway/AllowList.cpp" line="95"/>
        <source>&quot;%1&quot; is not a host an allow rule can name: write a host name (pypi.org), every name under a domain (*.pythonhosted.org), an IPv4 address or an IPv6 address in brackets ([2001:db8::1]), with an optional :PORT.</source>
        <translation>„%1“ ist kein Host, den eine Freigaberegel nennen kann: Schreiben Sie einen Hostnamen (pypi.org), alle Namen unter einer Domain (*.pythonhosted.org), eine IPv4-Adresse oder eine IPv6-Adresse in Klammern ([2001:db8::1]), wahlweise mit :PORT.</translation>
    </message>
    <message>
        <location filename="../engine/gateway/AllowList.cpp" line="110"/>
        <source>&quot;%1&quot; does not end in a port: write HOST or HOST:PORT, like pypi.org:443 or [2001:db8::1]:443.</source>
        <translation>„%1“ endet nicht auf einen Port: Schreiben Sie HOST oder HOST:PORT, etwa pypi.org:443 oder [2001:db8::1]:443.</translation>
    </message>
    <message>
        <location filename="../engine/gateway/AllowList.cpp" line="124"/>
        <source>&quot;%1&quot; opens an IPv6 address with [ but does not close it with ].</source>
        <translation>„%1“ öffnet eine IPv6-Adresse mit [, schließt sie aber nicht mit ].</translation>
    </message>
    <message>
        <location filename="../engine/gateway/AllowList.cpp" line="131"/>
        <source>&quot;%1&quot; holds no IPv6 address between its brackets.</source>
        <translation>„%1“ enthält zwischen seinen Klammern keine IPv6-Adresse.</translation>
    </message>
    <message>
        <location filename="../engine/gateway/AllowList.cpp" line="140"/>
        <source>&quot;%1&quot; is not an IPv6 address: with a port, write the address in brackets, like [2001:db8::1]:443.</source>
        <translation>„%1“ ist keine IPv6-Adresse: Schreiben Sie die Adresse mit einem Port in Klammern, etwa [2001:db8::1]:443.</translation>
    </message>
    <message>
        <location filename="../engine/gateway/AllowList.cpp" line="154"/>
        <source>A mock server listens on a loopback address of the sandbox, with its port: write ADDRESS:PORT, like 127.0.1.1:8080 or [::1]:8080, not &quot;%1&quot;.</source>
        <translation>Ein Mock-Server lauscht auf einer Loopback-Adresse der Sandbox, mit seinem Port: schreiben Sie ADRESSE:PORT, etwa 127.0.1.1:8080 oder [::1]:8080, nicht &quot;%1&quot;.</translation>
    </message>
    <message>
        <location filename="../engine/gateway/AllowList.cpp" line="168"/>
        <source>A mock server&apos;s name has at most 64 characters.</source>
        <translation>Der Name eines Mock-Servers hat höchstens 64 Zeichen.</translation>
    </message>
    <message>
        <location filename="../engine/gateway/AllowList.cpp" line="174"/>
        <source>Arguments for a mock server go with the image Shadowbox runs it from: give the image too, or run the server yourself.</source>
        <translation>Argumente für einen Mock-Server gehören zu dem Image, aus dem Shadowbox ihn startet: geben Sie auch das Image an, oder starten Sie den Server selbst.</translation>
    </message>
    <message>
        <location filename="../engine/gateway/AllowList.cpp" line="87"/>
        <location filename="../engine/gateway/AllowList.cpp" line="100"/>
        <source>%1 is not a port: ports go from 1 to 65535.</source>
        <translation>%1 ist kein Port: Ports reichen von 1 bis 65535.</translation>
    </message>
</context>
<context>
    <name>ChangeScreening</name>
    <message>
        <location filename="../engine/review/ChangeScreening.cpp" line="173"/>
        <source>The path is absolute: it names a place outside the repository. It is never applied.</source>
        <translation>Der Pfad ist absolut: Er bezeichnet einen Ort außerhalb des Repositorys. Er wird nie übernommen.</translation>
    </message>
    <message>
        <location filename="../engine/review/ChangeScreening.cpp" line="175"/>
        <source>The path holds &quot;..&quot;, &quot;.&quot; or an empty name, which could lead outside the repository. It is never applied.</source>
        <translation>Der Pfad enthält „..“, „.“ oder einen leeren Namen, der aus dem Repository hinausführen könnte. Er wird nie übernommen.</translation>
    </message>
    <message>
        <location filename="../engine/review/ChangeScreening.cpp" line="178"/>
        <source>The path is inside a .git folder (hooks and configuration run code on your machine). It is never applied.</source>
        <translation>Der Pfad liegt in einem .git-Ordner (Hooks und Konfiguration führen Code auf Ihrem Rechner aus). Er wird nie übernommen.</translation>
    </message>
    <message>
        <location filename="../engine/review/ChangeScreening.cpp" line="181"/>
        <source>A folder on the path is a symbolic link, so writing it would write wherever the link points. It is never applied.</source>
        <translation>Ein Ordner auf dem Pfad ist ein symbolischer Link; wer ihn schreibt, schreibt dorthin, wohin der Link zeigt. Er wird nie übernommen.</translation>
    </message>
    <message>
        <location filename="../engine/review/ChangeScreening.cpp" line="184"/>
        <source>The symbolic link points outside the repository or into .git. Include it only if you meant that.</source>
        <translation>Der symbolische Link zeigt aus dem Repository hinaus oder in .git hinein. Nehmen Sie ihn nur auf, wenn Sie das so wollen.</translation>
    </message>
    <message>
        <location filename="../engine/review/ChangeScreening.cpp" line="187"/>
        <source>The name holds control characters, which can disguise it in terminals and tools. Include it only if you meant that.</source>
        <translation>Der Name enthält Steuerzeichen, die ihn in Terminals und Werkzeugen verschleiern können. Nehmen Sie ihn nur auf, wenn Sie das so wollen.</translation>
    </message>
    <message>
        <location filename="../engine/review/ChangeScreening.cpp" line="190"/>
        <source>Another file differs from this one only in case or in how an accent is encoded: on macOS and Windows one would overwrite the other. Include it only if you meant that.</source>
        <translation>Eine andere Datei unterscheidet sich von dieser nur in der Groß- und Kleinschreibung oder in der Kodierung eines Akzents: Unter macOS und Windows würde die eine die andere überschreiben. Nehmen Sie sie nur auf, wenn Sie das so wollen.</translation>
    </message>
    <message>
        <location filename="../engine/review/ChangeScreening.cpp" line="193"/>
        <source>The name cannot exist on Windows or macOS (a reserved name, a trailing dot or space, one of \ : * ? &quot; &lt; &gt; |, or bytes that are not UTF-8). Include it only if you meant that.</source>
        <translation>Den Namen kann es unter Windows oder macOS nicht geben (ein reservierter Name, ein Punkt oder Leerzeichen am Ende, eines von \ : * ? &quot; &lt; &gt; | oder Bytes, die kein UTF-8 sind). Nehmen Sie ihn nur auf, wenn Sie das so wollen.</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <location filename="../app/cli/Cli.cpp" line="10"/>
        <source>Usage: shadowbox [&lt;command&gt; [options]]

Without a command, Shadowbox opens its window. Commands run without a display:

  engines                      List the container engines Shadowbox can find, in discovery order
  doctor                       Check the engine: reachable, images, a trivial container runs
  image list                   List the engine&apos;s local images
  image pull IMAGE             Pull an image from its registry, with progress
  image starter                Build the offline starter image from this machine&apos;s busybox
  sandbox create --repo PATH --image IMAGE [--name N] [--memory 2g] [--swap 0]
                 [--cpus 2] [--pids 1024] [--stop-timeout 10] [--workspace-limit auto]
  sandbox list [--all]         List sandboxes (--all includes destroyed ones)
  sandbox show NAME            Details, step timings and run history
  sandbox exec NAME -- CMD...  Run a command in /workspace, streaming its output
  sandbox shell NAME [-- CMD]  An interactive terminal in the sandbox (like docker exec -it)
  sandbox output NAME [RUN]    Print what a past command printed (kept per run)
  sandbox activity [NAME]      What was done in sandboxes: commands, agents&apos; file operations, terminals
  sandbox start|stop NAME      Start or stop a sandbox&apos;s container
  sandbox destroy NAME         Remove container, network, volumes and workspace, and prove it
  sandbox reconcile [--cleanup]  Compare the store with the engine; remove orphans with --cleanup
  snapshot create|list|diff|restore|label|verify|prune|settings NAME ...
                               Snapshots of a sandbox&apos;s workspace and container (taken before
                               every command unless `sandbox exec --no-snapshot`)
  snapshot fork NAME [SNAPSHOT] [--name NEW]
                               A new sandbox from a snapshot, beside the one it came from
  rollback NAME [SNAPSHOT]     Undo the last command (or go back to SNAPSHOT) in about a second
  review NAME [--summary|--patch|--json] [--approve PATH[#N]] [--reject PATH[#N]]
                               Everything the sandbox changed since its baseline, and the decisions
  apply NAME [--branch NAME | --worktree | --patch FILE] [--only PATH]... [--all]
                               Write what was approved into the repository the sandbox came from
  secret set|list|remove NAME  Secrets in the system keychain, which a review refuses to apply
  mocks list|add|import|export|remove|log|recorded|keep-recorded SANDBOX ...
                               The hosts a sandbox&apos;s gateway answers (WireMock stubs), its
                               request log, and stubs made of what recorded hosts answered;
                               --server: the stubs of its mock server
  network policy SANDBOX [none|mocks-only|allowlist|open]
                               What a sandbox&apos;s gateway lets it reach; changed while it runs
  network allow SANDBOX [add|remove HOST[:PORT]... [--preset NAME]...]
                               The hosts the allowlist lets through; `network presets` lists presets
  network record SANDBOX HOST[:PORT]... [--stop]
                               Record what passes to these hosts, to make stubs of it
  network mock-server SANDBOX [ADDRESS:PORT [--name NAME] [--host HOST]... [--image IMAGE] | --off]
                               A WireMock or LocalStack of your own answers the mocked hosts
  preview SANDBOX PORT [--listen PORT]
                               A server the sandbox runs, at a URL on this machine, until Ctrl+C
  mcp [--sandbox NAME]         Model Context Protocol server on stdio, for an agent on the host

Every listing accepts --json. `shadowbox &lt;command&gt; --help` describes one command.

Environment: SHADOWBOX_ENGINE (engine address, e.g. unix:///run/podman/podman.sock),
SHADOWBOX_DATA_DIR (database and workspaces), DOCKER_HOST, CONTAINER_HOST.

Exit codes: 0 success, 1 failure, 2 usage error, 3 engine unavailable, 4 not found,
5 conflict (name taken, wrong state), 130 canceled. `sandbox exec` exits with the
command&apos;s own code, or 125 if the command could not be started.
</source>
        <translation>Aufruf: shadowbox [&lt;Befehl&gt; [Optionen]]

Ohne Befehl öffnet Shadowbox sein Fenster. Befehle laufen ohne Bildschirm:

  engines                      Die Container-Engines auflisten, die Shadowbox findet, in Suchreihenfolge
  doctor                       Die Engine prüfen: erreichbar, Images vorhanden, ein einfacher Container läuft
  image list                   Die lokalen Images der Engine auflisten
  image pull IMAGE             Ein Image aus seiner Registry herunterladen, mit Fortschritt
  image starter                Das Offline-Starter-Image aus dem BusyBox dieses Rechners erstellen
  sandbox create --repo PATH --image IMAGE [--name N] [--memory 2g] [--swap 0]
                 [--cpus 2] [--pids 1024] [--stop-timeout 10] [--workspace-limit auto]
  sandbox list [--all]         Sandboxes auflisten (--all schließt gelöschte ein)
  sandbox show NAME            Details, Dauer der Schritte und Befehlsverlauf
  sandbox exec NAME -- CMD...  Einen Befehl in /workspace ausführen und die Ausgabe live zeigen
  sandbox shell NAME [-- CMD]  Ein interaktives Terminal in der Sandbox (wie docker exec -it)
  sandbox output NAME [RUN]    Ausgeben, was ein früherer Befehl ausgegeben hat (je Lauf gespeichert)
  sandbox activity [NAME]      Was in Sandboxes getan wurde: Befehle, Dateioperationen von Agenten, Terminals
  sandbox start|stop NAME      Den Container einer Sandbox starten oder stoppen
  sandbox destroy NAME         Container, Netzwerk, Volumes und Arbeitsbereich entfernen und das nachweisen
  sandbox reconcile [--cleanup]  Datenbank mit der Engine abgleichen; mit --cleanup verwaiste Ressourcen entfernen
  snapshot create|list|diff|restore|label|verify|prune|settings NAME ...
                               Snapshots des Arbeitsbereichs und des Containers einer Sandbox
                               (vor jedem Befehl erstellt, außer mit `sandbox exec --no-snapshot`)
  snapshot fork NAME [SNAPSHOT] [--name NEW]
                               Eine neue Sandbox aus einem Snapshot, neben der, aus der sie stammt
  rollback NAME [SNAPSHOT]     Den letzten Befehl in etwa einer Sekunde rückgängig machen (oder zu SNAPSHOT zurückkehren)
  review NAME [--summary|--patch|--json] [--approve PATH[#N]] [--reject PATH[#N]]
                               Alles, was die Sandbox seit ihrem Ausgangsstand geändert hat, und die Entscheidungen
  apply NAME [--branch NAME | --worktree | --patch FILE] [--only PATH]... [--all]
                               Das Angenommene in das Repository schreiben, aus dem die Sandbox stammt
  secret set|list|remove NAME  Geheimnisse im Schlüsselbund des Systems, deren Übernahme ein Review verweigert
  mocks list|add|import|export|remove|log|recorded|keep-recorded SANDBOX ...
                               Die Hosts, die das Gateway einer Sandbox beantwortet (WireMock-Stubs),
                               sein Anfrageprotokoll und Stubs aus dem, was aufgezeichnete Hosts antworteten;
                               --server: die Stubs ihres Mock-Servers
  network policy SANDBOX [none|mocks-only|allowlist|open]
                               Was das Gateway einer Sandbox erreichen lässt; änderbar, während sie läuft
  network allow SANDBOX [add|remove HOST[:PORT]... [--preset NAME]...]
                               Die Hosts, die die Allowlist durchlässt; `network presets` listet die Vorgaben
  network record SANDBOX HOST[:PORT]... [--stop]
                               Aufzeichnen, was zu diesen Hosts durchgeht, um Stubs daraus zu machen
  network mock-server SANDBOX [ADDRESS:PORT [--name NAME] [--host HOST]... [--image IMAGE] | --off]
                               Ein eigenes WireMock oder LocalStack beantwortet die nachgebildeten Hosts
  preview SANDBOX PORT [--listen PORT]
                               Ein Server, den die Sandbox betreibt, unter einer URL auf diesem Rechner, bis Strg+C
  mcp [--sandbox NAME]         Model-Context-Protocol-Server auf stdio, für einen Agenten auf dem Host

Jede Auflistung unterstützt --json. `shadowbox &lt;Befehl&gt; --help` beschreibt einen einzelnen Befehl.

Umgebung: SHADOWBOX_ENGINE (Engine-Adresse, z. B. unix:///run/podman/podman.sock),
SHADOWBOX_DATA_DIR (Datenbank und Arbeitsbereiche), DOCKER_HOST, CONTAINER_HOST.

Exit-Codes: 0 Erfolg, 1 Fehler, 2 Aufruffehler, 3 Engine nicht verfügbar, 4 nicht gefunden,
5 Konflikt (Name vergeben, falscher Status), 130 abgebrochen. `sandbox exec` endet mit dem
Exit-Code des Befehls oder mit 125, wenn der Befehl nicht gestartet werden konnte.
</translation>
    </message>
    <message>
        <location filename="../app/cli/Cli.cpp" line="122"/>
        <source>unknown command &quot;%1&quot;.</source>
        <translation>Unbekannter Befehl „%1“.</translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="71"/>
        <location filename="../app/cli/CliSupport.cpp" line="80"/>
        <location filename="../app/cli/CliSupport.cpp" line="340"/>
        <source>shadowbox: %1</source>
        <translation>shadowbox: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="73"/>
        <source>Try: %1</source>
        <translation>Versuchen Sie: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="153"/>
        <source>Created sandbox %1 (%2) from snapshot %3 of %4 in %5; its baseline is %4&apos;s (%6).
</source>
        <translation>Sandbox %1 (%2) aus Snapshot %3 von %4 in %5 erstellt; ihr Ausgangsstand ist der von %4 (%6).
</translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="169"/>
        <location filename="../app/cli/SnapshotCommands.cpp" line="161"/>
        <source>Warning: %1
</source>
        <translation>Warnung: %1
</translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="312"/>
        <source>shadowbox: canceled.</source>
        <translation>shadowbox: abgebrochen.</translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="372"/>
        <source>Show this help.</source>
        <translation>Diese Hilfe anzeigen.</translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="375"/>
        <source>See `%1 --help`.</source>
        <translation>Siehe `%1 --help`.</translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="379"/>
        <source>Usage: shadowbox %1

%2

</source>
        <translation>Aufruf: shadowbox %1

%2

</translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="391"/>
        <source>Print JSON.</source>
        <translation>Als JSON ausgeben.</translation>
    </message>
    <message>
        <location filename="../app/cli/EngineCommands.cpp" line="29"/>
        <source>Lists the engine addresses Shadowbox tries, in order, and whether each answers.</source>
        <translation>Listet die Engine-Adressen, die Shadowbox der Reihe nach versucht, und ob jede antwortet.</translation>
    </message>
    <message>
        <location filename="../app/cli/EngineCommands.cpp" line="34"/>
        <source>ADDRESS</source>
        <translation>ADRESSE</translation>
    </message>
    <message>
        <location filename="../app/cli/EngineCommands.cpp" line="34"/>
        <source>FOUND VIA</source>
        <translation>GEFUNDEN ÜBER</translation>
    </message>
    <message>
        <location filename="../app/cli/EngineCommands.cpp" line="34"/>
        <source>STATUS</source>
        <translation>STATUS</translation>
    </message>
    <message>
        <location filename="../app/cli/EngineCommands.cpp" line="42"/>
        <source>%1, API %2</source>
        <translation>%1, API %2</translation>
    </message>
    <message>
        <location filename="../app/cli/EngineCommands.cpp" line="59"/>
        <source>not available (Podman is not installed)</source>
        <translation>nicht verfügbar (Podman ist nicht installiert)</translation>
    </message>
    <message>
        <location filename="../app/cli/EngineCommands.cpp" line="60"/>
        <source>available: Shadowbox starts `%1 system service` itself when no engine answers</source>
        <translation>verfügbar: Shadowbox startet `%1 system service` selbst, wenn keine Engine antwortet</translation>
    </message>
    <message>
        <location filename="../app/cli/EngineCommands.cpp" line="68"/>
        <source>No engine address is configured and no well-known engine socket exists.
</source>
        <translation>Es ist keine Engine-Adresse eingestellt, und keiner der üblichen Engine-Sockets existiert.
</translation>
    </message>
    <message>
        <location filename="../app/cli/EngineCommands.cpp" line="69"/>
        <source>Embedded Podman service: %1
</source>
        <translation>Eigener Podman-Dienst: %1
</translation>
    </message>
    <message>
        <location filename="../app/cli/EngineCommands.cpp" line="80"/>
        <source>Checks that the engine answers, that an image is available and that a trivial container runs. Fixes what it can for the Podman service Shadowbox starts itself, and names the command to run for the rest.</source>
        <translation>Prüft, ob die Engine antwortet, ob ein Image verfügbar ist und ob ein einfacher Container läuft. Behebt, was sich für den von Shadowbox selbst gestarteten Podman-Dienst beheben lässt, und nennt für alles andere den auszuführenden Befehl.</translation>
    </message>
    <message>
        <location filename="../app/cli/EngineCommands.cpp" line="106"/>
        <source>fixed  %1
</source>
        <translation>behoben  %1
</translation>
    </message>
    <message>
        <location filename="../app/cli/EngineCommands.cpp" line="108"/>
        <source>ok   </source>
        <translation>ok      </translation>
    </message>
    <message>
        <location filename="../app/cli/EngineCommands.cpp" line="108"/>
        <source>FAIL </source>
        <translation>FEHLER  </translation>
    </message>
    <message>
        <location filename="../app/cli/EngineCommands.cpp" line="110"/>
        <source>       fix: %1
</source>
        <translation>          Lösung: %1
</translation>
    </message>
    <message>
        <location filename="../app/cli/ImageCommands.cpp" line="30"/>
        <source>Usage: shadowbox image &lt;command&gt; [options]

  list [--json]   List the engine&apos;s local images
  pull IMAGE      Pull an image from its registry, with progress
  starter         Build the offline starter image from this machine&apos;s busybox

`shadowbox image &lt;command&gt; --help` describes one command.
</source>
        <translation>Aufruf: shadowbox image &lt;Befehl&gt; [Optionen]

  list [--json]   Die lokalen Images der Engine auflisten
  pull IMAGE      Ein Image aus seiner Registry herunterladen, mit Fortschritt
  starter         Das Offline-Starter-Image aus dem BusyBox dieses Rechners erstellen

`shadowbox image &lt;Befehl&gt; --help` beschreibt einen einzelnen Befehl.
</translation>
    </message>
    <message>
        <location filename="../app/cli/ImageCommands.cpp" line="45"/>
        <source>Lists the engine&apos;s local images.</source>
        <translation>Listet die lokalen Images der Engine.</translation>
    </message>
    <message>
        <location filename="../app/cli/ImageCommands.cpp" line="54"/>
        <location filename="../app/cli/SandboxCommands.cpp" line="207"/>
        <source>IMAGE</source>
        <translation>IMAGE</translation>
    </message>
    <message>
        <location filename="../app/cli/ImageCommands.cpp" line="54"/>
        <location filename="../app/cli/SandboxCommands.cpp" line="488"/>
        <location filename="../app/cli/SnapshotCommands.cpp" line="301"/>
        <source>SIZE</source>
        <translation>GRÖSSE</translation>
    </message>
    <message>
        <location filename="../app/cli/ImageCommands.cpp" line="54"/>
        <location filename="../app/cli/SandboxCommands.cpp" line="207"/>
        <source>CREATED</source>
        <translation>ERSTELLT</translation>
    </message>
    <message>
        <location filename="../app/cli/ImageCommands.cpp" line="71"/>
        <source>Builds %1 offline from this machine&apos;s static busybox and imports it into the engine.</source>
        <translation>Erstellt %1 offline aus dem statischen BusyBox dieses Rechners und importiert es in die Engine.</translation>
    </message>
    <message>
        <location filename="../app/cli/ImageCommands.cpp" line="85"/>
        <location filename="../app/cli/ImageCommands.cpp" line="116"/>
        <source>%1 is ready.
</source>
        <translation>%1 ist bereit.
</translation>
    </message>
    <message>
        <location filename="../app/cli/ImageCommands.cpp" line="91"/>
        <source>Pulls an image from its registry, showing the progress of each layer.</source>
        <translation>Lädt ein Image aus seiner Registry herunter und zeigt den Fortschritt jeder Schicht.</translation>
    </message>
    <message>
        <location filename="../app/cli/ImageCommands.cpp" line="94"/>
        <source>name one image: `shadowbox image pull debian:bookworm`.</source>
        <translation>Geben Sie genau ein Image an: `shadowbox image pull debian:bookworm`.</translation>
    </message>
    <message>
        <location filename="../app/cli/ImageCommands.cpp" line="120"/>
        <source>unknown image command &quot;%1&quot;. Use `shadowbox image list`, `shadowbox image pull IMAGE` or `shadowbox image starter`.</source>
        <translation>Unbekannter Image-Befehl „%1“. Verwenden Sie `shadowbox image list`, `shadowbox image pull IMAGE` oder `shadowbox image starter`.</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="32"/>
        <source>shadowbox: could not compare with the engine: %1
</source>
        <translation>shadowbox: Abgleich mit der Engine nicht möglich: %1
</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="38"/>
        <source>shadowbox: states are as last recorded; the engine was not asked: %1
</source>
        <translation>shadowbox: Status wie zuletzt gespeichert; die Engine wurde nicht gefragt: %1
</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="53"/>
        <source>Usage: shadowbox sandbox &lt;command&gt; [options]

  create --repo PATH [options]  Copy a repository into a new sandbox and start it
  list [--all]                  List sandboxes and their states
  show NAME                     Details, step timings and recent commands
  exec NAME -- CMD...           Run a command in /workspace, streaming its output
                                (a snapshot first, unless --no-snapshot)
  shell NAME [-- CMD...]        An interactive terminal in the sandbox
  output NAME [RUN]             Print what a past command printed
  activity [NAME]               Commands, agents&apos; file operations, terminal sessions
  start NAME, stop NAME         Start or stop a sandbox&apos;s container
  destroy NAME                  Remove the sandbox and prove that nothing is left
  reconcile [--cleanup]         Compare the database with the engine

`shadowbox sandbox &lt;command&gt; --help` describes one command.
</source>
        <translation>Aufruf: shadowbox sandbox &lt;Befehl&gt; [Optionen]

  create --repo PATH [options]  Ein Repository in eine neue Sandbox kopieren und sie starten
  list [--all]                  Sandboxes und ihren Status auflisten
  show NAME                     Details, Dauer der Schritte und letzte Befehle
  exec NAME -- CMD...           Einen Befehl in /workspace ausführen und die Ausgabe live zeigen
                                (vorher ein Snapshot, außer mit --no-snapshot)
  shell NAME [-- CMD...]        Ein interaktives Terminal in der Sandbox
  output NAME [RUN]             Ausgeben, was ein früherer Befehl ausgegeben hat
  activity [NAME]               Befehle, Dateioperationen von Agenten, Terminalsitzungen
  start NAME, stop NAME         Den Container einer Sandbox starten oder stoppen
  destroy NAME                  Die Sandbox löschen und nachweisen, dass nichts übrig bleibt
  reconcile [--cleanup]         Die Datenbank mit der Engine abgleichen

`shadowbox sandbox &lt;Befehl&gt; --help` beschreibt einen einzelnen Befehl.
</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="77"/>
        <source>The git repository to copy.</source>
        <translation>Das zu kopierende Git-Repository.</translation>
    </message>
    <message>
        <location filename="../app/cli/ReviewCommands.cpp" line="150"/>
        <source>Ignore whitespace at line ends.</source>
        <translation>Leerraum an Zeilenenden ignorieren.</translation>
    </message>
    <message>
        <location filename="../app/cli/ReviewCommands.cpp" line="152"/>
        <source>Ignore changes in the amount of whitespace.</source>
        <translation>Änderungen in der Menge des Leerraums ignorieren.</translation>
    </message>
    <message>
        <location filename="../app/cli/ReviewCommands.cpp" line="154"/>
        <source>Ignore whitespace altogether.</source>
        <translation>Leerraum vollständig ignorieren.</translation>
    </message>
    <message>
        <location filename="../app/cli/ReviewCommands.cpp" line="185"/>
        <location filename="../app/cli/ReviewCommands.cpp" line="437"/>
        <source>%1 is not among the review&apos;s files: see `shadowbox review %2`.</source>
        <translation>%1 gehört nicht zu den Dateien des Reviews: siehe `shadowbox review %2`.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/ReviewCommands.cpp" line="190"/>
        <source>%1 has %n hunk(s); number them from 1.</source>
        <translation>
            <numerusform>%1 hat %n Abschnitt; gezählt wird ab 1.</numerusform>
            <numerusform>%1 hat %n Abschnitte; gezählt wird ab 1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/ReviewCommands.cpp" line="201"/>
        <source>Review %1 of sandbox %2: %n file(s) changed, +%3 -%4, since the baseline %5.
</source>
        <translation>
            <numerusform>Review %1 der Sandbox %2: %n Datei geändert, +%3 -%4, seit dem Ausgangsstand %5.
</numerusform>
            <numerusform>Review %1 der Sandbox %2: %n Dateien geändert, +%3 -%4, seit dem Ausgangsstand %5.
</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/ReviewCommands.cpp" line="240"/>
        <source>%1/%2 decided</source>
        <translation>%1/%2 entschieden</translation>
    </message>
    <message>
        <location filename="../app/cli/ReviewCommands.cpp" line="247"/>
        <source>mode %1 -&gt; %2</source>
        <translation>Modus %1 -&gt; %2</translation>
    </message>
    <message>
        <location filename="../app/cli/ReviewCommands.cpp" line="249"/>
        <source>binary, %1</source>
        <translation>binär, %1</translation>
    </message>
    <message>
        <location filename="../app/cli/ReviewCommands.cpp" line="251"/>
        <source>large, %1</source>
        <translation>groß, %1</translation>
    </message>
    <message>
        <location filename="../app/cli/ReviewCommands.cpp" line="253"/>
        <source>link</source>
        <translation>Link</translation>
    </message>
    <message>
        <location filename="../app/cli/ReviewCommands.cpp" line="255"/>
        <source>NEVER APPLIED: %1</source>
        <translation>NIE ÜBERNOMMEN: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/ReviewCommands.cpp" line="257"/>
        <source>flagged: %1</source>
        <translation>beanstandet: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/ReviewCommands.cpp" line="263"/>
        <source>
%1 of %2 hunks decided.</source>
        <translation>
%1 von %2 Abschnitten entschieden.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/ReviewCommands.cpp" line="265"/>
        <source> %n new file(s) the repository ignores were left out.</source>
        <translation>
            <numerusform> %n neue Datei, die das Repository ignoriert, wurde ausgelassen.</numerusform>
            <numerusform> %n neue Dateien, die das Repository ignoriert, wurden ausgelassen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/ReviewCommands.cpp" line="268"/>
        <source>
Commands that ran (newest first):
</source>
        <translation>
Ausgeführte Befehle (neueste zuerst):
</translation>
    </message>
    <message>
        <location filename="../app/cli/ReviewCommands.cpp" line="272"/>
        <source>exit %1</source>
        <translation>Exit-Code %1</translation>
    </message>
    <message>
        <location filename="../app/cli/ReviewCommands.cpp" line="283"/>
        <source>The files, grouped, and the decisions (default).</source>
        <translation>Die Dateien, gruppiert, und die Entscheidungen (Standard).</translation>
    </message>
    <message>
        <location filename="../app/cli/ReviewCommands.cpp" line="284"/>
        <source>Every change as one patch, as `git diff` prints it.</source>
        <translation>Alle Änderungen als ein Patch, wie `git diff` ihn ausgibt.</translation>
    </message>
    <message>
        <location filename="../app/cli/ReviewCommands.cpp" line="285"/>
        <source>Approve a file, or one hunk of it (PATH#N).</source>
        <translation>Eine Datei oder einen ihrer Abschnitte annehmen (PATH#N).</translation>
    </message>
    <message>
        <location filename="../app/cli/ReviewCommands.cpp" line="286"/>
        <location filename="../app/cli/ReviewCommands.cpp" line="288"/>
        <location filename="../app/cli/ReviewCommands.cpp" line="290"/>
        <source>path[#n]</source>
        <translation>pfad[#n]</translation>
    </message>
    <message>
        <location filename="../app/cli/ReviewCommands.cpp" line="287"/>
        <source>Reject a file, or one hunk of it (PATH#N).</source>
        <translation>Eine Datei oder einen ihrer Abschnitte ablehnen (PATH#N).</translation>
    </message>
    <message>
        <location filename="../app/cli/ReviewCommands.cpp" line="289"/>
        <source>Forget the decision on a file or hunk.</source>
        <translation>Die Entscheidung über eine Datei oder einen Abschnitt zurücknehmen.</translation>
    </message>
    <message>
        <location filename="../app/cli/ReviewCommands.cpp" line="292"/>
        <source>A comment for the files and hunks named by --approve, --reject or --undecide.</source>
        <translation>Ein Kommentar zu den Dateien und Abschnitten, die mit --approve, --reject oder --undecide angegeben sind.</translation>
    </message>
    <message>
        <location filename="../app/cli/ReviewCommands.cpp" line="296"/>
        <source>Write the audit record to FILE: HTML when it ends in .html, else Markdown.</source>
        <translation>Das Prüfprotokoll in FILE schreiben: HTML, wenn der Name auf .html endet, sonst Markdown.</translation>
    </message>
    <message>
        <location filename="../app/cli/ReviewCommands.cpp" line="297"/>
        <location filename="../app/cli/ReviewCommands.cpp" line="393"/>
        <location filename="../app/cli/SandboxCommands.cpp" line="112"/>
        <source>file</source>
        <translation>datei</translation>
    </message>
    <message>
        <location filename="../app/cli/ReviewCommands.cpp" line="299"/>
        <source>Reject everything: end the review without applying anything and destroy the sandbox (printing the teardown proof).</source>
        <translation>Alles ablehnen: das Review beenden, ohne etwas zu übernehmen, und die Sandbox entfernen (mit dem Nachweis des Abbaus).</translation>
    </message>
    <message>
        <location filename="../app/cli/ReviewCommands.cpp" line="301"/>
        <source>With --discard: keep the sandbox.</source>
        <translation>Mit --discard: die Sandbox behalten.</translation>
    </message>
    <message>
        <location filename="../app/cli/ReviewCommands.cpp" line="337"/>
        <source>Review %1 discarded: nothing was applied. The sandbox is kept; `shadowbox sandbox destroy %2` removes it.
</source>
        <translation>Review %1 verworfen: Es wurde nichts übernommen. Die Sandbox bleibt erhalten; `shadowbox sandbox destroy %2` entfernt sie.
</translation>
    </message>
    <message>
        <location filename="../app/cli/ReviewCommands.cpp" line="346"/>
        <source>Review %1 discarded: nothing was applied. Destroyed %2.
</source>
        <translation>Review %1 verworfen: Es wurde nichts übernommen. %2 gelöscht.
</translation>
    </message>
    <message>
        <location filename="../app/cli/ReviewCommands.cpp" line="308"/>
        <source>Shows everything the sandbox changed since its baseline (the repository as it was copied), as one review; records decisions on files and hunks; writes the audit record.</source>
        <translation>Zeigt alles, was die Sandbox seit ihrem Ausgangsstand (dem Repository, wie es kopiert wurde) geändert hat, als ein Review; speichert Entscheidungen zu Dateien und Abschnitten; schreibt das Prüfprotokoll.</translation>
    </message>
    <message>
        <location filename="../app/cli/ReviewCommands.cpp" line="313"/>
        <source>name one sandbox: `shadowbox review NAME`.</source>
        <translation>Geben Sie genau eine Sandbox an: `shadowbox review NAME`.</translation>
    </message>
    <message>
        <location filename="../app/cli/ReviewCommands.cpp" line="360"/>
        <source>Cannot write the report %1: %2</source>
        <translation>Der Bericht %1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../app/cli/ReviewCommands.cpp" line="361"/>
        <source>Audit record written to %1.
</source>
        <translation>Prüfprotokoll nach %1 geschrieben.
</translation>
    </message>
    <message>
        <location filename="../app/cli/ReviewCommands.cpp" line="385"/>
        <source>Commit the approved changes on a new branch NAME (the default target), whose parent is the baseline commit.</source>
        <translation>Die angenommenen Änderungen auf einem neuen Branch NAME committen (das Standardziel), dessen Eltern-Commit der Commit des Ausgangsstands ist.</translation>
    </message>
    <message>
        <location filename="../app/cli/ReviewCommands.cpp" line="389"/>
        <source>Merge the approved changes into the repository&apos;s working tree.</source>
        <translation>Die angenommenen Änderungen mit dem Arbeitsverzeichnis des Repositorys zusammenführen.</translation>
    </message>
    <message>
        <location filename="../app/cli/ReviewCommands.cpp" line="391"/>
        <source>With --worktree: write conflicts with markers instead of refusing.</source>
        <translation>Mit --worktree: Konflikte mit Konfliktmarkern schreiben, statt abzulehnen.</translation>
    </message>
    <message>
        <location filename="../app/cli/ReviewCommands.cpp" line="393"/>
        <source>Write the approved changes as a patch that `git am` accepts.</source>
        <translation>Die angenommenen Änderungen als Patch schreiben, den `git am` akzeptiert.</translation>
    </message>
    <message>
        <location filename="../app/cli/ReviewCommands.cpp" line="394"/>
        <location filename="../app/cli/ReviewCommands.cpp" line="400"/>
        <location filename="../app/cli/SandboxCommands.cpp" line="77"/>
        <location filename="../app/cli/SnapshotCommands.cpp" line="500"/>
        <location filename="../app/cli/SnapshotCommands.cpp" line="502"/>
        <source>path</source>
        <translation>pfad</translation>
    </message>
    <message>
        <location filename="../app/cli/ReviewCommands.cpp" line="394"/>
        <source>Apply only this file, whole (repeatable).</source>
        <translation>Nur diese Datei übernehmen, als Ganzes (wiederholbar).</translation>
    </message>
    <message>
        <location filename="../app/cli/ReviewCommands.cpp" line="396"/>
        <source>Apply every change, whole, whatever was decided (flagged files excepted).</source>
        <translation>Jede Änderung als Ganzes übernehmen, unabhängig von den Entscheidungen (außer beanstandeten Dateien).</translation>
    </message>
    <message>
        <location filename="../app/cli/ReviewCommands.cpp" line="398"/>
        <source>Include this flagged file (a link leading out, a case collision, a non-portable name); files under .git or behind links are never applied.</source>
        <translation>Diese beanstandete Datei aufnehmen (ein Link, der hinausführt, eine Kollision der Groß-/Kleinschreibung, ein nicht portabler Name); Dateien unter .git oder hinter Links werden nie übernommen.</translation>
    </message>
    <message>
        <location filename="../app/cli/ReviewCommands.cpp" line="401"/>
        <source>The commit message of the approved changes.</source>
        <translation>Die Commit-Nachricht für die angenommenen Änderungen.</translation>
    </message>
    <message>
        <location filename="../app/cli/ReviewCommands.cpp" line="404"/>
        <source>Apply even though what is applied looks like it holds secrets.</source>
        <translation>Auch dann übernehmen, wenn das zu Übernehmende Geheimnisse zu enthalten scheint.</translation>
    </message>
    <message>
        <location filename="../app/cli/ReviewCommands.cpp" line="410"/>
        <source>Writes what was approved in the sandbox&apos;s review into the repository it was copied from: as a new branch, into the working tree, or as a patch. Without --only or --all, exactly the approved files and hunks.</source>
        <translation>Schreibt das im Review der Sandbox Angenommene in das Repository, aus dem sie kopiert wurde: als neuen Branch, in das Arbeitsverzeichnis oder als Patch. Ohne --only oder --all genau die angenommenen Dateien und Abschnitte.</translation>
    </message>
    <message>
        <location filename="../app/cli/ReviewCommands.cpp" line="416"/>
        <source>name one sandbox: `shadowbox apply NAME --branch NAME`.</source>
        <translation>Geben Sie genau eine Sandbox an: `shadowbox apply NAME --branch NAME`.</translation>
    </message>
    <message>
        <location filename="../app/cli/ReviewCommands.cpp" line="418"/>
        <source>choose one of --branch, --worktree and --patch.</source>
        <translation>Wählen Sie eine der Optionen --branch, --worktree und --patch.</translation>
    </message>
    <message>
        <location filename="../app/cli/ReviewCommands.cpp" line="420"/>
        <source>--only and --all exclude each other.</source>
        <translation>--only und --all schließen einander aus.</translation>
    </message>
    <message>
        <location filename="../app/cli/ReviewCommands.cpp" line="441"/>
        <source>Left out %1: %2
</source>
        <translation>%1 ausgelassen: %2
</translation>
    </message>
    <message>
        <location filename="../app/cli/ReviewCommands.cpp" line="445"/>
        <source>Nothing to apply: nothing in the review of %1 is approved.</source>
        <translation>Nichts zu übernehmen: Im Review von %1 ist nichts angenommen.</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="79"/>
        <source>The image to run (default %1).</source>
        <translation>Das zu startende Image (Standard: %1).</translation>
    </message>
    <message>
        <location filename="../app/cli/NetworkCommands.cpp" line="170"/>
        <location filename="../app/cli/SandboxCommands.cpp" line="79"/>
        <source>image</source>
        <translation>image</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="81"/>
        <source>A unique name (default: from the folder).</source>
        <translation>Ein eindeutiger Name (Standard: aus dem Ordnernamen).</translation>
    </message>
    <message>
        <location filename="../app/cli/NetworkCommands.cpp" line="160"/>
        <location filename="../app/cli/NetworkCommands.cpp" line="241"/>
        <location filename="../app/cli/ReviewCommands.cpp" line="387"/>
        <location filename="../app/cli/SandboxCommands.cpp" line="82"/>
        <location filename="../app/cli/SnapshotCommands.cpp" line="172"/>
        <source>name</source>
        <translation>name</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="83"/>
        <source>Memory limit, e.g. 512m or 2g (default 2g).</source>
        <translation>Speichergrenze, z. B. 512m oder 2g (Standard: 2g).</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="84"/>
        <location filename="../app/cli/SandboxCommands.cpp" line="86"/>
        <location filename="../app/cli/SandboxCommands.cpp" line="91"/>
        <source>size</source>
        <translation>größe</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="86"/>
        <source>Swap on top of the memory limit, e.g. 1g (default 0: no swap).</source>
        <translation>Swap zusätzlich zur Speichergrenze, z. B. 1g (Standard 0: kein Swap).</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="89"/>
        <source>What the workspace may take on the disk, e.g. 20g (default auto: 10 GiB, less when the disk has less room).</source>
        <translation>Wie viel Platz der Arbeitsbereich auf dem Datenträger belegen darf, z. B. 20g (Standard auto: 10 GiB, weniger, wenn der Datenträger weniger Platz hat).</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="92"/>
        <source>CPU limit (default 2).</source>
        <translation>CPU-Grenze (Standard: 2).</translation>
    </message>
    <message>
        <location filename="../app/cli/MockCommands.cpp" line="68"/>
        <source>  (nearest: %1)</source>
        <translation>  (am nächsten: %1)</translation>
    </message>
    <message>
        <location filename="../app/cli/MockCommands.cpp" line="106"/>
        <source>Usage: shadowbox mocks &lt;command&gt; SANDBOX ...

  list SANDBOX               The stubs its gateway answers with, in the order it tries them
  add SANDBOX JSON           Add a stub written in WireMock&apos;s format, e.g.
                             &apos;{&quot;request&quot;:{&quot;host&quot;:&quot;api.example.com&quot;,&quot;urlPath&quot;:&quot;/v1/x&quot;},
                               &quot;response&quot;:{&quot;status&quot;:200,&quot;jsonBody&quot;:{&quot;ok&quot;:true}}}&apos;
  import SANDBOX FILE|-      Add the stubs of a WireMock mappings file ({&quot;mappings&quot;: [...]}),
                             or make them from a HAR recording (a browser&apos;s &quot;Save all as HAR&quot;)
  export SANDBOX             Print the stubs as a WireMock mappings file
  remove SANDBOX ID          Remove a stub
  list, add, import, export and remove take --server: then they are the stubs of the
  sandbox&apos;s mock server (shadowbox network mock-server), through its admin API (WireMock&apos;s).
  The server keeps those, not Shadowbox: a rollback does not bring them back, and they are
  gone when its container is made again.
  log SANDBOX [--limit N]    The requests the sandbox made, newest first: matched, unmatched
                             (with the nearest stubs), refused
  recorded SANDBOX           What was sent on to the hosts it records (shadowbox network record)
                             and how they answered, since it last became stubs
  keep-recorded SANDBOX [--host HOST] [--dry-run]
                             Make stubs of what was recorded: each request&apos;s method, host and
                             URL (a JSON body as equalToJson, ignoring array order and extra
                             elements), answered as the host answered; a request repeated with
                             other answers gives them in turn. --dry-run prints them only

A stub that names a host (&quot;host&quot;: &quot;api.example.com&quot;) makes that name resolve, inside the
sandbox, to an address of its own where the gateway answers HTTP (80) and HTTPS (443) with
a certificate the sandbox trusts. Every other name resolves to nothing.
</source>
        <translation>Aufruf: shadowbox mocks &lt;Befehl&gt; SANDBOX ...

  list SANDBOX               Die Stubs, mit denen ihr Gateway antwortet, in der Reihenfolge, in der es sie prüft
  add SANDBOX JSON           Einen Stub im WireMock-Format hinzufügen, z. B.
                             &apos;{&quot;request&quot;:{&quot;host&quot;:&quot;api.example.com&quot;,&quot;urlPath&quot;:&quot;/v1/x&quot;},
                               &quot;response&quot;:{&quot;status&quot;:200,&quot;jsonBody&quot;:{&quot;ok&quot;:true}}}&apos;
  import SANDBOX DATEI|-     Die Stubs einer WireMock-Mappings-Datei hinzufügen ({&quot;mappings&quot;: [...]}),
                             oder sie aus einer HAR-Aufzeichnung machen („Alles als HAR speichern“ im Browser)
  export SANDBOX             Die Stubs als WireMock-Mappings-Datei ausgeben
  remove SANDBOX ID          Einen Stub entfernen
  list, add, import, export und remove nehmen --server: dann sind es die Stubs des Mock-Servers
  der Sandbox (shadowbox network mock-server), über seine Admin-API (die von WireMock).
  Diese bewahrt der Server auf, nicht Shadowbox: ein Rollback bringt sie nicht zurück, und sie
  sind fort, wenn sein Container neu gemacht wird.
  log SANDBOX [--limit N]    Die Anfragen der Sandbox, neueste zuerst: beantwortet, nicht zugeordnet
                             (mit den nächstgelegenen Stubs), abgewiesen
  recorded SANDBOX           Was an die Hosts, die sie aufzeichnet, weitergeschickt wurde (shadowbox
                             network record) und wie sie antworteten, seit es zuletzt zu Stubs wurde
  keep-recorded SANDBOX [--host HOST] [--dry-run]
                             Stubs aus dem Aufgezeichneten machen: Methode, Host und URL jeder Anfrage
                             (ein JSON-Body als equalToJson, ohne Rücksicht auf die Reihenfolge in Arrays
                             und auf zusätzliche Elemente), beantwortet, wie der Host antwortete; eine
                             wiederholte Anfrage mit anderen Antworten gibt diese der Reihe nach.
                             --dry-run gibt sie nur aus

Ein Stub, der einen Host nennt (&quot;host&quot;: &quot;api.example.com&quot;), lässt diesen Namen in der Sandbox
auf eine eigene Adresse auflösen, an der das Gateway HTTP (80) und HTTPS (443) mit einem
Zertifikat beantwortet, dem die Sandbox vertraut. Jeder andere Name löst zu nichts auf.
</translation>
    </message>
    <message>
        <location filename="../app/cli/MockCommands.cpp" line="143"/>
        <source>unknown mocks command &quot;%1&quot;; use %2.</source>
        <translation>Unbekannter mocks-Befehl „%1“; verwenden Sie %2.</translation>
    </message>
    <message>
        <location filename="../app/cli/MockCommands.cpp" line="146"/>
        <location filename="../app/cli/SandboxCommands.cpp" line="92"/>
        <location filename="../app/cli/SandboxCommands.cpp" line="94"/>
        <location filename="../app/cli/SandboxCommands.cpp" line="107"/>
        <location filename="../app/cli/SnapshotCommands.cpp" line="448"/>
        <location filename="../app/cli/SnapshotCommands.cpp" line="495"/>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <location filename="../app/cli/MockCommands.cpp" line="146"/>
        <source>How many requests to show (default 50).</source>
        <translation>Wie viele Anfragen angezeigt werden (Standard: 50).</translation>
    </message>
    <message>
        <location filename="../app/cli/MockCommands.cpp" line="150"/>
        <source>Only what was recorded of this host.</source>
        <translation>Nur das, was von diesem Host aufgezeichnet wurde.</translation>
    </message>
    <message>
        <location filename="../app/cli/MockCommands.cpp" line="151"/>
        <location filename="../app/cli/NetworkCommands.cpp" line="165"/>
        <source>host</source>
        <translation>Host</translation>
    </message>
    <message>
        <location filename="../app/cli/MockCommands.cpp" line="152"/>
        <source>Print the stubs without adding them.</source>
        <translation>Die Stubs ausgeben, ohne sie hinzuzufügen.</translation>
    </message>
    <message>
        <location filename="../app/cli/MockCommands.cpp" line="158"/>
        <source>The stubs of the sandbox&apos;s mock server, as it says, not its gateway&apos;s.</source>
        <translation>Die Stubs des Mock-Servers der Sandbox, wie er sie nennt, nicht die ihres Gateways.</translation>
    </message>
    <message>
        <location filename="../app/cli/MockCommands.cpp" line="171"/>
        <source>`shadowbox mocks %1` takes a sandbox and one more argument.</source>
        <translation>`shadowbox mocks %1` erwartet eine Sandbox und ein weiteres Argument.</translation>
    </message>
    <message>
        <location filename="../app/cli/MockCommands.cpp" line="172"/>
        <source>`shadowbox mocks %1` takes one sandbox.</source>
        <translation>`shadowbox mocks %1` erwartet genau eine Sandbox.</translation>
    </message>
    <message>
        <location filename="../app/cli/MockCommands.cpp" line="180"/>
        <source>cannot read %1: %2.</source>
        <translation>%1 kann nicht gelesen werden: %2.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/MockCommands.cpp" line="200"/>
        <source>%n stub(s) added to %2 of sandbox %1:
</source>
        <translation>
            <numerusform>%n Stub zu %2 der Sandbox %1 hinzugefügt:
</numerusform>
            <numerusform>%n Stubs zu %2 der Sandbox %1 hinzugefügt:
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/MockCommands.cpp" line="202"/>
        <source>%n stub(s) added to %1:
</source>
        <translation>
            <numerusform>%n Stub zu %1 hinzugefügt:
</numerusform>
            <numerusform>%n Stubs zu %1 hinzugefügt:
</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/MockCommands.cpp" line="229"/>
        <source>No stub of %1 has the id &quot;%2&quot;: `%3` shows them.</source>
        <translation>Kein Stub von %1 hat die ID „%2“: `%3` zeigt sie.</translation>
    </message>
    <message>
        <location filename="../app/cli/MockCommands.cpp" line="230"/>
        <source>sandbox %1</source>
        <translation>Sandbox %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/MockCommands.cpp" line="234"/>
        <source>%n stub ids start with &quot;%1&quot;: give more of it (`%2 --json` shows them whole).</source>
        <translation>
            <numerusform>%n Stub-ID beginnt mit „%1“: geben Sie mehr davon an (`%2 --json` zeigt sie ganz).</numerusform>
            <numerusform>%n Stub-IDs beginnen mit „%1“: geben Sie mehr davon an (`%2 --json` zeigt sie ganz).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/MockCommands.cpp" line="242"/>
        <source>Stub %1 removed.
</source>
        <translation>Stub %1 entfernt.
</translation>
    </message>
    <message>
        <location filename="../app/cli/MockCommands.cpp" line="259"/>
        <source>Nothing recorded in sandbox %1 yet: record a host with `shadowbox network record %1 HOST`, then let the sandbox use it.
</source>
        <translation>In Sandbox %1 ist noch nichts aufgezeichnet: Zeichnen Sie einen Host mit `shadowbox network record %1 HOST` auf und lassen Sie die Sandbox ihn dann nutzen.
</translation>
    </message>
    <message>
        <location filename="../app/cli/MockCommands.cpp" line="278"/>
        <source>Nothing recorded in sandbox %1 to make stubs of.
</source>
        <translation>In Sandbox %1 ist nichts aufgezeichnet, woraus Stubs werden könnten.
</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/MockCommands.cpp" line="280"/>
        <source>%n stub(s) made from what was recorded, added to %1:
</source>
        <translation>
            <numerusform>%n Stub aus dem Aufgezeichneten gemacht, zu %1 hinzugefügt:
</numerusform>
            <numerusform>%n Stubs aus dem Aufgezeichneten gemacht, zu %1 hinzugefügt:
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/MockCommands.cpp" line="283"/>
        <source>%n stub(s) would be made from what was recorded (nothing added):
</source>
        <translation>
            <numerusform>%n Stub würde aus dem Aufgezeichneten gemacht (nichts hinzugefügt):
</numerusform>
            <numerusform>%n Stubs würden aus dem Aufgezeichneten gemacht (nichts hinzugefügt):
</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/MockCommands.cpp" line="296"/>
        <source>Sandbox %1 has made no requests.
</source>
        <translation>Die Sandbox %1 hat keine Anfragen gestellt.
</translation>
    </message>
    <message>
        <location filename="../app/cli/MockCommands.cpp" line="309"/>
        <source>%1 says it has no stubs.
</source>
        <translation>%1 sagt, er habe keine Stubs.
</translation>
    </message>
    <message>
        <location filename="../app/cli/MockCommands.cpp" line="311"/>
        <source>Sandbox %1 has no stubs: every host it asks for is unknown.
</source>
        <translation>Die Sandbox %1 hat keine Stubs: Jeder Host, nach dem sie fragt, ist unbekannt.
</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="94"/>
        <source>Process limit (default 1024).</source>
        <translation>Prozessgrenze (Standard: 1024).</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="97"/>
        <source>Seconds to wait on stop before killing (default 10).</source>
        <translation>Wartezeit in Sekunden beim Stoppen, bevor der Container hart beendet wird (Standard: 10).</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="97"/>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="101"/>
        <source>gateway (default): the sandbox sees only its own loopback, shared with a gateway that answers the hosts it mocks (shadowbox mocks); none: nothing answers at all.</source>
        <translation>gateway (Standard): Die Sandbox sieht nur ihr eigenes Loopback, das sie mit einem Gateway teilt, das die von ihr gemockten Hosts beantwortet (shadowbox mocks); none: Nichts antwortet.</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="103"/>
        <source>mode</source>
        <translation>modus</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="116"/>
        <source>Copies the repository (HEAD, uncommitted and untracked files, and its history as a repository of the sandbox&apos;s own in /workspace/.git) into a private workspace and starts a container with it at /workspace, root inside, with no network but its gateway.</source>
        <translation>Kopiert das Repository (HEAD, nicht committete und nicht verfolgte Dateien sowie seine Historie als eigenes Repository der Sandbox in /workspace/.git) in einen privaten Arbeitsbereich und startet damit einen Container unter /workspace, mit root im Inneren, ohne Netzwerk außer seinem Gateway.</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="122"/>
        <source>--repo is required: the path of the git repository to copy.</source>
        <translation>--repo ist erforderlich: der Pfad des zu kopierenden Git-Repositorys.</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="149"/>
        <source>--memory %1 is not a size: use a number with k, m, g or t, such as 512m or 2g.</source>
        <translation>--memory %1 ist keine Größe: Verwenden Sie eine Zahl mit k, m, g oder t, etwa 512m oder 2g.</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="152"/>
        <source>--cpus %1 is not a number: use a number of CPUs, such as 0.5 or 2.</source>
        <translation>--cpus %1 ist keine Zahl: Geben Sie eine Anzahl CPUs an, etwa 0.5 oder 2.</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="154"/>
        <source>--pids %1 is not a whole number.</source>
        <translation>--pids %1 ist keine ganze Zahl.</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="156"/>
        <source>--stop-timeout %1 is not a whole number of seconds.</source>
        <translation>--stop-timeout %1 ist keine ganze Zahl von Sekunden.</translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="159"/>
        <source>Created sandbox %1 (%2) from %3 at %4 in %5.
</source>
        <translation>Sandbox %1 (%2) aus %3 (%4) in %5 erstellt.
</translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="157"/>
        <location filename="../app/cli/CliSupport.cpp" line="161"/>
        <source>no commit</source>
        <translation>kein Commit</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="192"/>
        <source>Include destroyed sandboxes.</source>
        <translation>Gelöschte Sandboxes einschließen.</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="195"/>
        <source>Lists sandboxes with their states as the engine reports them.</source>
        <translation>Listet die Sandboxes mit ihrem Status, wie die Engine ihn meldet.</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="207"/>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="207"/>
        <location filename="../app/cli/SnapshotCommands.cpp" line="301"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="207"/>
        <source>STATE</source>
        <translation>STATUS</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="207"/>
        <source>ENGINE</source>
        <translation>ENGINE</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="223"/>
        <source>Shows one sandbox, its step timings and its recent commands.</source>
        <translation>Zeigt eine Sandbox, die Dauer ihrer Schritte und ihre letzten Befehle.</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="226"/>
        <source>name one sandbox: `shadowbox sandbox show NAME`.</source>
        <translation>Geben Sie genau eine Sandbox an: `shadowbox sandbox show NAME`.</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="236"/>
        <location filename="../app/cli/SandboxCommands.cpp" line="399"/>
        <location filename="../app/cli/SandboxCommands.cpp" line="458"/>
        <source>No sandbox is called &quot;%1&quot;.</source>
        <translation>Es gibt keine Sandbox namens „%1“.</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="274"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="275"/>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="276"/>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="277"/>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="278"/>
        <source>Image</source>
        <translation>Image</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="279"/>
        <source>Repository</source>
        <translation>Repository</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="280"/>
        <source>Baseline</source>
        <translation>Ausgangsstand</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="280"/>
        <source>%1 + %2 uncommitted, %3 untracked</source>
        <translation>%1 + %2 nicht committet, %3 unversioniert</translation>
    </message>
    <message>
        <location filename="../app/cli/ReviewCommands.cpp" line="207"/>
        <location filename="../app/cli/SandboxCommands.cpp" line="281"/>
        <source>(no commit)</source>
        <translation>(kein Commit)</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="166"/>
        <source>--network must be gateway or none.</source>
        <translation>--network muss gateway oder none sein.</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="173"/>
        <source>cannot read the mocks file %1: %2.</source>
        <translation>Die Mock-Datei %1 kann nicht gelesen werden: %2.</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="177"/>
        <source>the mocks file %1 is empty.</source>
        <translation>Die Mock-Datei %1 ist leer.</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="284"/>
        <source>Workspace</source>
        <translation>Arbeitsbereich</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="285"/>
        <source>%1 (%2 files, %3)</source>
        <translation>%1 (%2 Dateien, %3)</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="286"/>
        <source>Workspace limit</source>
        <translation>Grenze des Arbeitsbereichs</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="287"/>
        <source>none (made before workspace limits)</source>
        <translation>keine (vor den Grenzen für Arbeitsbereiche erstellt)</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="288"/>
        <source>Network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="291"/>
        <source>Root inside</source>
        <translation>Root in der Sandbox</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="292"/>
        <source>Limits</source>
        <translation>Grenzen</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="293"/>
        <source>%1 memory, %2 CPUs, %3 processes, stop timeout %4 s</source>
        <translation>%1 Arbeitsspeicher, %2 CPUs, %3 Prozesse, Wartezeit beim Stoppen %4 s</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="295"/>
        <source>%1 (+ %2 swap)</source>
        <translation>%1 (+ %2 Swap)</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="297"/>
        <source>%1 (no swap)</source>
        <translation>%1 (kein Swap)</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="301"/>
        <source>Created</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="302"/>
        <source>Snapshots</source>
        <translation>Snapshots</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="303"/>
        <source>%1, taking %2 in the snapshot store and %3 on the engine in %4 container images</source>
        <translation>%1, belegen %2 im Snapshot-Speicher und %3 auf der Engine in %4 Container-Images</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="307"/>
        <source>%1 (their disk use is known once the engine answers)</source>
        <translation>%1 (ihr Platzbedarf ist bekannt, sobald die Engine antwortet)</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="310"/>
        <source>Forked from</source>
        <translation>Abgezweigt von</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="310"/>
        <source>%1 snapshot %2 (sandbox %3)</source>
        <translation>%1, Snapshot %2 (Sandbox %3)</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="315"/>
        <source>Last error</source>
        <translation>Letzter Fehler</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="320"/>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="323"/>
        <source>
Recent commands:
</source>
        <translation>
Letzte Befehle:
</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="324"/>
        <location filename="../app/cli/SandboxCommands.cpp" line="488"/>
        <source>STARTED</source>
        <translation>GESTARTET</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="324"/>
        <source>EXIT</source>
        <translation>EXIT-CODE</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="324"/>
        <location filename="../app/cli/SandboxCommands.cpp" line="488"/>
        <source>DURATION</source>
        <translation>DAUER</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="324"/>
        <source>COMMAND</source>
        <translation>BEFEHL</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="327"/>
        <source>workspace limit</source>
        <translation>Grenze des Arbeitsbereichs</translation>
    </message>
    <message>
        <location filename="../app/cli/ReviewCommands.cpp" line="272"/>
        <location filename="../app/cli/SandboxCommands.cpp" line="328"/>
        <source>canceled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="349"/>
        <source>name a sandbox and a command: `shadowbox sandbox exec NAME -- make test`.</source>
        <translation>Geben Sie eine Sandbox und einen Befehl an: `shadowbox sandbox exec NAME -- make test`.</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="382"/>
        <source>Prints what a past command printed, as kept by Shadowbox: standard output to stdout, standard error to stderr. RUN is a run id from `sandbox show`; without it, the latest run.</source>
        <translation>Gibt aus, was ein früherer Befehl ausgegeben hat, so wie Shadowbox es gespeichert hat: die Standardausgabe nach stdout, die Fehlerausgabe nach stderr. RUN ist eine Lauf-ID aus `sandbox show`; ohne sie der letzte Lauf.</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="388"/>
        <source>name a sandbox and optionally a run: `shadowbox sandbox output NAME [RUN]`.</source>
        <translation>Geben Sie eine Sandbox und optional einen Lauf an: `shadowbox sandbox output NAME [RUN]`.</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="392"/>
        <source>RUN must be a run id, as `shadowbox sandbox show NAME` lists them.</source>
        <translation>RUN muss eine Lauf-ID sein, wie `shadowbox sandbox show NAME` sie auflistet.</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="413"/>
        <source>Sandbox &quot;%1&quot; has no run %2.</source>
        <translation>Die Sandbox „%1“ hat keinen Lauf %2.</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="414"/>
        <source>No command has run in sandbox &quot;%1&quot; yet.</source>
        <translation>In der Sandbox „%1“ wurde noch kein Befehl ausgeführt.</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="425"/>
        <source>
[output cut here: %1 more were printed and not kept]
</source>
        <translation>
[Ausgabe hier abgeschnitten: weitere %1 wurden ausgegeben, aber nicht gespeichert]
</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="509"/>
        <source>Starts a stopped sandbox.</source>
        <translation>Startet eine gestoppte Sandbox.</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="511"/>
        <source>Stops a running sandbox (its workspace is kept).</source>
        <translation>Stoppt eine laufende Sandbox (ihr Arbeitsbereich bleibt erhalten).</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="512"/>
        <source>Removes the sandbox&apos;s container, network, volumes and workspace copy, then checks that nothing labelled with it remains on the engine.</source>
        <translation>Entfernt Container, Netzwerk, Volumes und Arbeitsbereichskopie der Sandbox und prüft dann, dass nichts mit ihrem Label auf der Engine übrig ist.</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="517"/>
        <source>name one sandbox: `shadowbox %1`.</source>
        <translation>Geben Sie genau eine Sandbox an: `shadowbox %1`.</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="529"/>
        <source>Destroyed %1.
</source>
        <translation>%1 gelöscht.
</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="535"/>
        <source>%1 is %2.
</source>
        <translation>Status von %1: %2.
</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="542"/>
        <source>Remove orphaned containers, networks and workspace folders.</source>
        <translation>Verwaiste Container, Netzwerke und Arbeitsordner entfernen.</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="546"/>
        <source>Compares Shadowbox&apos;s database with the engine: marks sandboxes whose container vanished as lost, finishes creations and teardowns that a crash interrupted, and lists orphaned resources (labelled but unknown, and workspace folders no sandbox owns). Sandboxes another window or command is working on are left alone.</source>
        <translation>Gleicht die Datenbank von Shadowbox mit der Engine ab: markiert Sandboxes, deren Container verschwunden ist, als verloren, schließt Erstellungen und Abbauten ab, die ein Absturz unterbrochen hat, und listet verwaiste Ressourcen (mit Label, aber unbekannt, sowie Arbeitsordner, die zu keiner Sandbox gehören). Sandboxes, an denen ein anderes Fenster oder ein anderer Befehl arbeitet, bleiben unberührt.</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="607"/>
        <source> (not removed: %1)</source>
        <translation> (nicht entfernt: %1)</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="603"/>
        <source>orphan %1: %2%3
</source>
        <translation>verwaist  %1: %2%3
</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="105"/>
        <source>Commits of history in the sandbox&apos;s /workspace/.git, counted from HEAD (default 0: all of it).</source>
        <translation>Anzahl der Commits der Historie im /workspace/.git der Sandbox, gezählt ab HEAD (Standard 0: die gesamte Historie).</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="109"/>
        <source>Stubs the sandbox starts with: a WireMock mappings file ({&quot;mappings&quot;: [...]}, as `shadowbox mocks export` writes) or a HAR recording. They are part of its baseline.</source>
        <translation>Stubs, mit denen die Sandbox beginnt: eine WireMock-Mapping-Datei ({&quot;mappings&quot;: [...]}, wie `shadowbox mocks export` sie schreibt) oder eine HAR-Aufzeichnung. Sie gehören zu ihrem Ausgangsstand.</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="130"/>
        <source>--swap must be a size such as 512m or 1g, or 0 for no swap.</source>
        <translation>--swap muss eine Größe wie 512m oder 1g sein, oder 0 für keinen Swap.</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="135"/>
        <source>--workspace-limit must be a size such as 20g, or auto.</source>
        <translation>--workspace-limit muss eine Größe wie 20g sein, oder auto.</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="141"/>
        <source>--history-depth %1 is not a number of commits: use 0 for all of the history, or a positive whole number.</source>
        <translation>--history-depth %1 ist keine Anzahl von Commits: Verwenden Sie 0 für die gesamte Historie oder eine positive ganze Zahl.</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="207"/>
        <source>NETWORK</source>
        <translation>NETZWERK</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="289"/>
        <source>gateway, policy %1</source>
        <translation>Gateway, Richtlinie %1</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="339"/>
        <source>Run the command without taking a snapshot before it.</source>
        <translation>Den Befehl ausführen, ohne vorher einen Snapshot zu erstellen.</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="342"/>
        <source>Runs a command with /bin/sh -c in the sandbox&apos;s /workspace, streaming stdout and stderr. Exits with the command&apos;s exit code. A single argument is taken as a shell command line; several are quoted and joined. A snapshot is taken first, so that `shadowbox rollback NAME` undoes it.</source>
        <translation>Führt einen Befehl mit /bin/sh -c im /workspace der Sandbox aus und gibt stdout und stderr live aus. Endet mit dem Exit-Code des Befehls. Ein einzelnes Argument gilt als Shell-Befehlszeile; mehrere werden in Anführungszeichen gesetzt und verbunden. Zuvor wird ein Snapshot erstellt, sodass `shadowbox rollback NAME` den Befehl rückgängig macht.</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="435"/>
        <source>Show at most N entries (default 50).</source>
        <translation>Höchstens N Einträge anzeigen (Standard: 50).</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="439"/>
        <source>The activity log, newest first: every command (run from the window, the command line or an agent through `shadowbox mcp`), every file an agent read or changed through MCP, and terminal sessions. Without NAME, every sandbox&apos;s.</source>
        <translation>Das Aktivitätsprotokoll, neueste Einträge zuerst: jeder Befehl (aus dem Fenster, über die Befehlszeile oder von einem Agenten über `shadowbox mcp` ausgeführt), jede Datei, die ein Agent über MCP gelesen oder geändert hat, und Terminalsitzungen. Ohne NAME das aller Sandboxes.</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="448"/>
        <source>name at most one sandbox, and a positive --limit: `shadowbox sandbox activity NAME`.</source>
        <translation>Geben Sie höchstens eine Sandbox und ein positives --limit an: `shadowbox sandbox activity NAME`.</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="488"/>
        <source>BY</source>
        <translation>WER</translation>
    </message>
    <message>
        <location filename="../app/cli/NetworkCommands.cpp" line="365"/>
        <location filename="../app/cli/SandboxCommands.cpp" line="488"/>
        <source>WHAT</source>
        <translation>WAS</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="488"/>
        <source>RESULT</source>
        <translation>ERGEBNIS</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="488"/>
        <source>TARGET</source>
        <translation>ZIEL</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="490"/>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="492"/>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="493"/>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="606"/>
        <source> (removed)</source>
        <translation> (entfernt)</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="611"/>
        <source>lost     %1 (%2): its container no longer exists
</source>
        <translation>verloren  %1 (%2): ihr Container existiert nicht mehr
</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="613"/>
        <source>changed  %1 (%2): %3 → %4, as the engine reports it
</source>
        <translation>geändert  %1 (%2): %3 → %4, laut Engine
</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="617"/>
        <source>interrupted creation of %1 cleaned up
</source>
        <translation>unterbrochene Erstellung von %1 aufgeräumt
</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="619"/>
        <source>interrupted destroy of %1 finished
</source>
        <translation>unterbrochenes Entfernen von %1 abgeschlossen
</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="621"/>
        <source>restored: %1
</source>
        <translation>wiederhergestellt: %1
</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="623"/>
        <source>removed  container %1, left by a restore cut short
</source>
        <translation>entfernt Container %1, von einer abgebrochenen Wiederherstellung übrig
</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="625"/>
        <source>migrated %1: moved off the internal network an earlier Shadowbox made; it has no network now, its files and system are kept
</source>
        <translation>migriert %1: vom internen Netzwerk einer früheren Shadowbox-Version genommen; sie hat jetzt kein Netzwerk, ihre Dateien und ihr System bleiben erhalten
</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="629"/>
        <source>network  %1: a change of its network had been cut short; its gateway enforces the policy Shadowbox shows again
</source>
        <translation>Netzwerk %1: Eine Änderung seines Netzwerks war abgebrochen worden; sein Gateway setzt wieder die Richtlinie durch, die Shadowbox zeigt
</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="633"/>
        <source>busy     %1: another window or command is working on it; left alone
</source>
        <translation>belegt   %1: ein anderes Fenster oder ein anderer Befehl arbeitet daran; unberührt gelassen
</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="635"/>
        <source>problem: %1
</source>
        <translation>Problem: %1
</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="638"/>
        <source>Everything matches: no orphans, nothing lost, no state changed.
</source>
        <translation>Alles stimmt überein: nichts verwaist, nichts verloren, kein Status geändert.
</translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="647"/>
        <source>unknown sandbox command &quot;%1&quot;. See `shadowbox --help`.</source>
        <translation>Unbekannter Sandbox-Befehl „%1“. Siehe `shadowbox --help`.</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="77"/>
        <source>%1 is not a snapshot number: use a number from `shadowbox snapshot list NAME`.</source>
        <translation>%1 ist keine Snapshot-Nummer: Verwenden Sie eine Nummer aus `shadowbox snapshot list NAME`.</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="91"/>
        <source> (exit %1)</source>
        <translation> (Exit-Code %1)</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="140"/>
        <source>Restored snapshot %1 of %2 in %3: %4 files written, %5 removed, %6 modes set; the container was made again from %7 and is running.
</source>
        <translation>Snapshot %1 der Sandbox %2 in %3 wiederhergestellt: %4 Dateien geschrieben, %5 entfernt, %6 Dateimodi gesetzt; der Container wurde aus %7 neu erstellt und läuft.
</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="147"/>
        <source>the snapshot&apos;s image</source>
        <translation>dem Image des Snapshots</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="147"/>
        <source>the sandbox&apos;s image</source>
        <translation>dem Image der Sandbox</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="149"/>
        <source>Cloned from the snapshot store, sharing its blocks on the disk: %L1 of them (%2).
</source>
        <translation>Aus dem Snapshot-Speicher geklont, mit geteilten Blöcken auf dem Datenträger: %L1 davon (%2).
</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="153"/>
        <source>The commands that were running were stopped.
</source>
        <translation>Die laufenden Befehle wurden gestoppt.
</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/SnapshotCommands.cpp" line="155"/>
        <source>The mocks are as the snapshot had them: %n stub(s).
</source>
        <translation>
            <numerusform>Die Mocks sind wie im Snapshot: %n Stub.
</numerusform>
            <numerusform>Die Mocks sind wie im Snapshot: %n Stubs.
</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="164"/>
        <source>Removed without opening them: %1.
</source>
        <translation>Entfernt, ohne sie zu öffnen: %1.
</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="165"/>
        <source>The state it replaced is kept as snapshot %1; the run history and its output are kept too.
</source>
        <translation>Der ersetzte Stand bleibt als Snapshot %1 erhalten; auch der Befehlsverlauf und seine Ausgaben bleiben erhalten.
</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="172"/>
        <source>A unique name (default: NAME-fork).</source>
        <translation>Ein eindeutiger Name (Standard: NAME-fork).</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="176"/>
        <source>Makes a new sandbox from one of the sandbox&apos;s snapshots (the newest without SNAPSHOT): its own workspace as the snapshot holds it and its own container from the snapshot&apos;s system, so that two approaches can be tried side by side from the same point. It keeps the sandbox&apos;s baseline and limits and starts with a snapshot of its own; the sandbox it came from is not changed.</source>
        <translation>Erstellt eine neue Sandbox aus einem Snapshot der Sandbox (ohne SNAPSHOT aus dem neuesten): mit eigenem Arbeitsbereich, wie ihn der Snapshot enthält, und eigenem Container aus dem System des Snapshots, sodass zwei Ansätze vom selben Punkt aus nebeneinander ausprobiert werden können. Sie übernimmt Ausgangsstand und Grenzen der Sandbox und beginnt mit einem eigenen Snapshot; die Sandbox, aus der sie stammt, bleibt unverändert.</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="184"/>
        <source>name a sandbox, and optionally a snapshot: `shadowbox snapshot fork NAME [SNAPSHOT]`.</source>
        <translation>Geben Sie eine Sandbox und optional einen Snapshot an: `shadowbox snapshot fork NAME [SNAPSHOT]`.</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="218"/>
        <source>Usage: shadowbox snapshot &lt;command&gt; [options]

  create NAME [--label TEXT]     Take a snapshot of the workspace and the container
  list NAME                      List a sandbox&apos;s snapshots, newest first
  diff NAME FROM TO [PATH]       Files that differ, or one file&apos;s diff
  restore NAME SNAPSHOT          Put the workspace and the container back
  label NAME SNAPSHOT TEXT       Label a snapshot (labelled ones are always kept)
  verify NAME                    Check every stored object and image
  prune NAME [--keep N]          Forget old automatic snapshots
  settings NAME [--keep N] [--exclude PATH]... [--include PATH]...
                                 How many automatic snapshots are kept, and what they leave out
  fork NAME [SNAPSHOT] [--name NEW]
                                 Make a new sandbox from a snapshot (default: the newest)

`shadowbox rollback NAME` undoes the last command. `shadowbox snapshot &lt;command&gt; --help` describes one command.
</source>
        <translation>Aufruf: shadowbox snapshot &lt;Befehl&gt; [Optionen]

  create NAME [--label TEXT]     Einen Snapshot des Arbeitsbereichs und des Containers erstellen
  list NAME                      Die Snapshots einer Sandbox auflisten, neueste zuerst
  diff NAME FROM TO [PATH]       Geänderte Dateien auflisten oder den Diff einer Datei ausgeben
  restore NAME SNAPSHOT          Arbeitsbereich und Container wiederherstellen
  label NAME SNAPSHOT TEXT       Einen Snapshot bezeichnen (Snapshots mit Bezeichnung bleiben immer erhalten)
  verify NAME                    Jedes gespeicherte Objekt und Image prüfen
  prune NAME [--keep N]          Alte automatische Snapshots verwerfen
  settings NAME [--keep N] [--exclude PATH]... [--include PATH]...
                                 Wie viele automatische Snapshots bleiben und was sie auslassen
  fork NAME [SNAPSHOT] [--name NEW]
                                 Eine neue Sandbox aus einem Snapshot erstellen (Standard: der neueste)

`shadowbox rollback NAME` macht den letzten Befehl rückgängig. `shadowbox snapshot &lt;Befehl&gt; --help` beschreibt einen einzelnen Befehl.
</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="246"/>
        <source>A label; labelled snapshots are always kept.</source>
        <translation>Eine Bezeichnung; Snapshots mit Bezeichnung bleiben immer erhalten.</translation>
    </message>
    <message>
        <location filename="../app/cli/ReviewCommands.cpp" line="294"/>
        <location filename="../app/cli/ReviewCommands.cpp" line="402"/>
        <location filename="../app/cli/SnapshotCommands.cpp" line="247"/>
        <source>text</source>
        <translation>text</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="250"/>
        <source>Takes a snapshot of the sandbox&apos;s workspace and, when it changed, of its container&apos;s system.</source>
        <translation>Erstellt einen Snapshot des Arbeitsbereichs der Sandbox und, wenn es sich geändert hat, des Systems ihres Containers.</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="254"/>
        <source>name one sandbox: `shadowbox snapshot create NAME`.</source>
        <translation>Geben Sie genau eine Sandbox an: `shadowbox snapshot create NAME`.</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="266"/>
        <source>Snapshot %1 taken in %2: %3 files (%4), %5 changed since the previous one; the container&apos;s system %6.
</source>
        <translation>Snapshot %1 in %2 erstellt: %3 Dateien (%4), %5 seit dem vorigen geändert; das System des Containers %6.
</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="273"/>
        <source>is saved with it</source>
        <translation>wurde mitgesichert</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="273"/>
        <source>is as its image made it</source>
        <translation>ist so, wie sein Image es angelegt hat</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="275"/>
        <source>Not kept as found, and never restored: %1.
</source>
        <translation>Nicht so behalten, wie vorgefunden, und nie wiederhergestellt: %1.
</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="282"/>
        <source>Lists a sandbox&apos;s snapshots, newest first: when, why, what changed and the container&apos;s state.</source>
        <translation>Listet die Snapshots einer Sandbox, neueste zuerst: wann, warum, was sich geändert hat und den Zustand des Containers.</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="286"/>
        <source>name one sandbox: `shadowbox snapshot list NAME`.</source>
        <translation>Geben Sie genau eine Sandbox an: `shadowbox snapshot list NAME`.</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="301"/>
        <source>TIME</source>
        <translation>ZEIT</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="301"/>
        <source>TRIGGER</source>
        <translation>ANLASS</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="301"/>
        <source>LABEL</source>
        <translation>BEZEICHNUNG</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="301"/>
        <source>CHANGED</source>
        <translation>GEÄNDERT</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="301"/>
        <source>SYSTEM</source>
        <translation>SYSTEM</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="307"/>
        <source>saved</source>
        <translation>gesichert</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="307"/>
        <source>as image</source>
        <translation>wie Image</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="310"/>
        <source>✓ known good: the state a command that exited 0 left.
</source>
        <translation>✓ funktionierend: der Stand nach einem Befehl, der mit Exit-Code 0 endete.
</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="313"/>
        <source>⚠ %1: not kept as found, and never restored: %2.
</source>
        <translation>⚠ %1: nicht so behalten, wie vorgefunden, und nie wiederhergestellt: %2.
</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="323"/>
        <source>Lists the files that differ between two snapshots (A added, D deleted, M modified, T type changed, P permissions changed), or prints one file&apos;s diff.</source>
        <translation>Listet die Dateien, die sich zwischen zwei Snapshots unterscheiden (A hinzugefügt, D gelöscht, M geändert, T Typ geändert, P Berechtigungen geändert), oder gibt den Diff einer Datei aus.</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="329"/>
        <source>name a sandbox and two snapshots: `shadowbox snapshot diff NAME 3 7 [PATH]`.</source>
        <translation>Geben Sie eine Sandbox und zwei Snapshots an: `shadowbox snapshot diff NAME 3 7 [PATH]`.</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="362"/>
        <source> (binary)</source>
        <translation> (binär)</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="365"/>
        <source>The workspace is the same in both snapshots.
</source>
        <translation>Der Arbeitsbereich ist in beiden Snapshots gleich.
</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="372"/>
        <location filename="../app/cli/SnapshotCommands.cpp" line="580"/>
        <source>Stop commands still running in the sandbox instead of refusing.</source>
        <translation>Noch in der Sandbox laufende Befehle stoppen, statt abzulehnen.</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="375"/>
        <source>Puts the workspace and the container&apos;s system back as the snapshot holds them, and starts the sandbox. The current state is kept as a snapshot first; the run history is kept.</source>
        <translation>Setzt den Arbeitsbereich und das System des Containers auf den Stand des Snapshots zurück und startet die Sandbox. Der aktuelle Stand wird zuvor als Snapshot gesichert; der Befehlsverlauf bleibt erhalten.</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="381"/>
        <source>name a sandbox and a snapshot: `shadowbox snapshot restore NAME 4`.</source>
        <translation>Geben Sie eine Sandbox und einen Snapshot an: `shadowbox snapshot restore NAME 4`.</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="391"/>
        <source>Labels a snapshot; an empty TEXT removes the label. Labelled snapshots are never pruned.</source>
        <translation>Bezeichnet einen Snapshot; ein leerer TEXT entfernt die Bezeichnung. Snapshots mit Bezeichnung werden beim Bereinigen nie verworfen.</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="397"/>
        <source>name a sandbox, a snapshot and a label: `shadowbox snapshot label NAME 4 &quot;tests pass&quot;`.</source>
        <translation>Geben Sie eine Sandbox, einen Snapshot und eine Bezeichnung an: `shadowbox snapshot label NAME 4 &quot;Tests bestanden&quot;`.</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="406"/>
        <source>Snapshot %1 has no label now.
</source>
        <translation>Snapshot %1 hat jetzt keine Bezeichnung mehr.
</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="407"/>
        <source>Snapshot %1 is labelled &quot;%2&quot;.
</source>
        <translation>Snapshot %1 trägt jetzt die Bezeichnung „%2“.
</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="414"/>
        <source>Reads every object in the sandbox&apos;s snapshot store and checks it against its id, and checks that every snapshot&apos;s files and container image are there.</source>
        <translation>Liest jedes Objekt im Snapshot-Speicher der Sandbox und prüft es anhand seiner ID; prüft außerdem, ob die Dateien und das Container-Image jedes Snapshots vorhanden sind.</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="419"/>
        <source>name one sandbox: `shadowbox snapshot verify NAME`.</source>
        <translation>Geben Sie genau eine Sandbox an: `shadowbox snapshot verify NAME`.</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="430"/>
        <source>Problems found in the snapshots: %1.</source>
        <translation>Probleme in den Snapshots gefunden: %1.</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="432"/>
        <source>All %1 objects of %2 snapshots and the %3 clones of their large files are intact.
</source>
        <translation>Alle %1 Objekte von %2 Snapshots und die %3 Klone ihrer großen Dateien sind intakt.
</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="437"/>
        <source>All %1 objects of %2 snapshots are intact.
</source>
        <translation>Alle %1 Objekte von %2 Snapshots sind intakt.
</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="445"/>
        <source>Automatic snapshots to keep, newest first (default: as many as `snapshot settings` keeps, %1 unless changed).</source>
        <translation>Automatische Snapshots, die erhalten bleiben, neueste zuerst (Standard: so viele, wie `snapshot settings` festlegt, %1 ohne Änderung).</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="451"/>
        <source>Forgets automatic snapshots beyond the newest N, with the objects and images only they used. Labelled and manual snapshots and the latest known good one are kept.</source>
        <translation>Verwirft automatische Snapshots über die neuesten N hinaus, samt den Objekten und Images, die nur sie verwendet haben. Snapshots mit Bezeichnung, manuelle Snapshots und der letzte funktionierende bleiben erhalten.</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="456"/>
        <source>name one sandbox: `shadowbox snapshot prune NAME`.</source>
        <translation>Geben Sie genau eine Sandbox an: `shadowbox snapshot prune NAME`.</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="460"/>
        <source>--keep must be a whole number of snapshots, 0 or more.</source>
        <translation>--keep muss eine ganze Zahl von Snapshots sein, 0 oder mehr.</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="466"/>
        <source>Forgot %1 snapshots; removed %2 images and freed %3 in the snapshot store.
</source>
        <translation>%1 Snapshots verworfen; %2 Images entfernt und %3 im Snapshot-Speicher freigegeben.
</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="478"/>
        <source>`shadowbox snapshot remove-replaced` takes a sandbox id and a container id.</source>
        <translation>`shadowbox snapshot remove-replaced` erwartet die Kennung einer Sandbox und die eines Containers.</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="487"/>
        <source>unknown snapshot command &quot;%1&quot;; `shadowbox snapshot --help` lists them.</source>
        <translation>Unbekannter Snapshot-Befehl „%1“; `shadowbox snapshot --help` listet die Befehle auf.</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="493"/>
        <source>Keep the newest N automatic snapshots (1 to %1); labelled ones are always kept.</source>
        <translation>Die neuesten N automatischen Snapshots behalten (1 bis %1); Snapshots mit Bezeichnung bleiben immer erhalten.</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="497"/>
        <source>Leave PATH (a file or folder, relative to the workspace) out of the snapshots from now on; a restore leaves it as it is. Repeatable.</source>
        <translation>PATH (eine Datei oder einen Ordner, relativ zum Arbeitsbereich) ab jetzt aus den Snapshots auslassen; eine Wiederherstellung lässt ihn, wie er ist. Wiederholbar.</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="501"/>
        <source>Take PATH into the snapshots again. Repeatable.</source>
        <translation>PATH wieder in die Snapshots aufnehmen. Wiederholbar.</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="503"/>
        <source>Take everything into the snapshots again.</source>
        <translation>Wieder alles in die Snapshots aufnehmen.</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="507"/>
        <source>Shows, or with options changes, how many automatic snapshots of the sandbox are kept and which workspace paths they leave out (a heavy cache, for example). Snapshots taken before stay as they are.</source>
        <translation>Zeigt (oder ändert mit Optionen), wie viele automatische Snapshots der Sandbox erhalten bleiben und welche Pfade des Arbeitsbereichs sie auslassen (zum Beispiel einen großen Cache). Bereits erstellte Snapshots bleiben, wie sie sind.</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="513"/>
        <source>name one sandbox: `shadowbox snapshot settings NAME`.</source>
        <translation>nennen Sie eine Sandbox: `shadowbox snapshot settings NAME`.</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="517"/>
        <location filename="../app/cli/SnapshotCommands.cpp" line="544"/>
        <source>--keep must be a whole number of snapshots, 1 to %1.</source>
        <translation>--keep muss eine ganze Zahl von Snapshots sein, 1 bis %1.</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="566"/>
        <source>Keeps the newest %1 automatic snapshots; labelled ones are always kept.
</source>
        <translation>Behält die neuesten %1 automatischen Snapshots; Snapshots mit Bezeichnung bleiben immer erhalten.
</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="568"/>
        <source>Leaves nothing out: every file in the workspace is in its snapshots.
</source>
        <translation>Lässt nichts aus: Jede Datei des Arbeitsbereichs ist in seinen Snapshots.
</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="570"/>
        <source>Leaves out of its snapshots: %1
</source>
        <translation>Lässt in seinen Snapshots aus: %1
</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="582"/>
        <source>Go back to the last known good snapshot instead.</source>
        <translation>Stattdessen zum letzten funktionierenden Snapshot zurückkehren.</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="586"/>
        <source>Undoes the last command: puts the workspace and the container&apos;s system back as they were just before it. With SNAPSHOT, goes back to that snapshot; with --known-good, to the last state a command that exited 0 left. The current state is kept as a snapshot first.</source>
        <translation>Macht den letzten Befehl rückgängig: Setzt den Arbeitsbereich und das System des Containers auf den Stand unmittelbar vor dem Befehl zurück. Mit SNAPSHOT geht es zu diesem Snapshot zurück, mit --known-good zum letzten Stand nach einem Befehl, der mit Exit-Code 0 endete. Der aktuelle Stand wird zuvor als Snapshot gesichert.</translation>
    </message>
    <message>
        <location filename="../app/cli/SnapshotCommands.cpp" line="593"/>
        <source>name a sandbox, and optionally a snapshot: `shadowbox rollback NAME [SNAPSHOT]`.</source>
        <translation>Geben Sie eine Sandbox und optional einen Snapshot an: `shadowbox rollback NAME [SNAPSHOT]`.</translation>
    </message>
    <message>
        <location filename="../app/cli/SecretCommands.cpp" line="25"/>
        <source>Value (not shown): </source>
        <translation>Wert (wird nicht angezeigt): </translation>
    </message>
    <message>
        <location filename="../app/cli/SecretCommands.cpp" line="62"/>
        <source>Usage: shadowbox secret &lt;command&gt;

  set NAME       Keep a secret in the system keychain (the value is read from stdin)
  list           The names of the secrets kept (never their values)
  remove NAME    Remove a secret from the keychain

A review refuses to apply changes that hold a kept secret&apos;s value, as it is or encoded, until acknowledged.
</source>
        <translation>Aufruf: shadowbox secret &lt;Befehl&gt;

  set NAME       Ein Geheimnis im Schlüsselbund des Systems ablegen (der Wert wird von stdin gelesen)
  list           Die Namen der abgelegten Geheimnisse (nie ihre Werte)
  remove NAME    Ein Geheimnis aus dem Schlüsselbund entfernen

Ein Review verweigert die Übernahme von Änderungen, die den Wert eines abgelegten Geheimnisses enthalten, ob unverändert oder kodiert, bis dies bestätigt wird.
</translation>
    </message>
    <message>
        <location filename="../app/cli/SecretCommands.cpp" line="79"/>
        <source>unknown secret command &quot;%1&quot;; use set, list or remove.</source>
        <translation>Unbekannter Befehl „%1“ für Geheimnisse; verwenden Sie set, list oder remove.</translation>
    </message>
    <message>
        <location filename="../app/cli/SecretCommands.cpp" line="82"/>
        <source>Secrets live in the system keychain; Shadowbox&apos;s database holds their names only.</source>
        <translation>Geheimnisse liegen im Schlüsselbund des Systems; die Datenbank von Shadowbox enthält nur ihre Namen.</translation>
    </message>
    <message>
        <location filename="../app/cli/SecretCommands.cpp" line="86"/>
        <source>name one secret: `shadowbox secret %1 NAME`.</source>
        <translation>Geben Sie genau ein Geheimnis an: `shadowbox secret %1 NAME`.</translation>
    </message>
    <message>
        <location filename="../app/cli/SecretCommands.cpp" line="99"/>
        <source>Secret %1 kept in the system keychain.
</source>
        <translation>Geheimnis %1 im Schlüsselbund des Systems abgelegt.
</translation>
    </message>
    <message>
        <location filename="../app/cli/SecretCommands.cpp" line="105"/>
        <source>Secret %1 removed.
</source>
        <translation>Geheimnis %1 entfernt.
</translation>
    </message>
    <message>
        <location filename="../app/cli/SecretCommands.cpp" line="114"/>
        <source>No secrets are kept.
</source>
        <translation>Es sind keine Geheimnisse abgelegt.
</translation>
    </message>
    <message>
        <location filename="../app/cli/McpCommand.cpp" line="27"/>
        <source>Shadowbox gives you a disposable sandbox: a private copy of the user&apos;s repository at /workspace in a container with no network, where you are root. Work only through these tools: every path is inside /workspace, every command runs in the container, and a snapshot is taken before each command and file change, so `rollback` undoes mistakes in about a second. Nothing reaches the user&apos;s repository until they review and approve the changes (see `changes`). Start with sandbox_list, then sandbox_select or sandbox_create.</source>
        <translation>Shadowbox stellt Ihnen eine kurzlebige Sandbox bereit: eine private Kopie des Repositorys des Benutzers unter /workspace in einem Container ohne Netzwerk, in dem Sie root sind. Arbeiten Sie nur über diese Tools: Jeder Pfad liegt in /workspace, jeder Befehl läuft im Container, und vor jedem Befehl und jeder Dateiänderung wird ein Snapshot erstellt, sodass `rollback` Fehler in etwa einer Sekunde rückgängig macht. Nichts gelangt in das Repository des Benutzers, bevor er die Änderungen prüft und annimmt (siehe `changes`). Beginnen Sie mit sandbox_list, dann sandbox_select oder sandbox_create.</translation>
    </message>
    <message>
        <location filename="../app/cli/McpCommand.cpp" line="87"/>
        <source>Work in this sandbox unless a call names another.</source>
        <translation>In dieser Sandbox arbeiten, sofern ein Aufruf keine andere nennt.</translation>
    </message>
    <message>
        <location filename="../app/cli/McpCommand.cpp" line="90"/>
        <source>Append a line per call to FILE (without it, no line per call is written).</source>
        <translation>Schreibt pro Aufruf eine Zeile ans Ende von FILE (ohne diese Option wird keine Zeile pro Aufruf geschrieben).</translation>
    </message>
    <message>
        <location filename="../app/cli/McpCommand.cpp" line="96"/>
        <source>Serves the Model Context Protocol over stdin and stdout (JSON-RPC, one message a line), for an agent on the host: tools to make or pick a sandbox, run commands in it, read and change its files, see its changes and roll back. Register it with the agent, e.g. `claude mcp add shadowbox -- shadowbox mcp`. Stdout carries only the protocol; messages go to stderr.</source>
        <translation>Stellt das Model Context Protocol über stdin und stdout bereit (JSON-RPC, eine Nachricht pro Zeile), für einen Agenten auf dem Host: Tools, um eine Sandbox zu erstellen oder auszuwählen, darin Befehle auszuführen, ihre Dateien zu lesen und zu ändern, ihre Änderungen anzusehen und sie zurückzusetzen. Registrieren Sie es beim Agenten, z. B. mit `claude mcp add shadowbox -- shadowbox mcp`. Stdout enthält nur das Protokoll; Meldungen gehen an stderr.</translation>
    </message>
    <message>
        <location filename="../app/cli/McpCommand.cpp" line="104"/>
        <source>`shadowbox mcp` takes no arguments besides its options.</source>
        <translation>`shadowbox mcp` nimmt außer seinen Optionen keine Argumente an.</translation>
    </message>
    <message>
        <location filename="../app/cli/McpCommand.cpp" line="121"/>
        <source>Cannot open the log file %1: %2.</source>
        <translation>Die Protokolldatei %1 kann nicht geöffnet werden: %2.</translation>
    </message>
    <message>
        <location filename="../app/cli/ShellCommand.cpp" line="87"/>
        <source>Open the terminal without taking a snapshot first.</source>
        <translation>Das Terminal öffnen, ohne vorher einen Snapshot zu erstellen.</translation>
    </message>
    <message>
        <location filename="../app/cli/ShellCommand.cpp" line="89"/>
        <source>Start in this folder, relative to /workspace.</source>
        <translation>In diesem Ordner beginnen, relativ zu /workspace.</translation>
    </message>
    <message>
        <location filename="../app/cli/ShellCommand.cpp" line="93"/>
        <source>Opens an interactive terminal in the sandbox, in /workspace: its login shell, or COMMAND. Colours, full-screen programs and resizing work as in `docker exec -it`; the host terminal is put back as it was however the session ends. Exits with the program&apos;s exit code.</source>
        <translation>Öffnet ein interaktives Terminal in der Sandbox, in /workspace: ihre Login-Shell oder COMMAND. Farben, Vollbildprogramme und Größenänderungen funktionieren wie bei `docker exec -it`; das Terminal des Hosts wird wieder in seinen vorherigen Zustand versetzt, wie auch immer die Sitzung endet. Endet mit dem Exit-Code des Programms.</translation>
    </message>
    <message>
        <location filename="../app/cli/ShellCommand.cpp" line="101"/>
        <source>name a sandbox: `shadowbox sandbox shell NAME`.</source>
        <translation>Geben Sie eine Sandbox an: `shadowbox sandbox shell NAME`.</translation>
    </message>
    <message>
        <location filename="../app/cli/ShellCommand.cpp" line="103"/>
        <source>`sandbox shell` needs a terminal on stdin and stdout. For scripts, use `shadowbox sandbox exec NAME -- COMMAND`.</source>
        <translation>`sandbox shell` braucht ein Terminal an stdin und stdout. Verwenden Sie für Skripte `shadowbox sandbox exec NAME -- COMMAND`.</translation>
    </message>
    <message>
        <location filename="../app/cli/ShellCommand.cpp" line="159"/>
        <source>shadowbox: the terminal ended without an exit code (the sandbox stopped or was restored).
</source>
        <translation>shadowbox: Das Terminal endete ohne Exit-Code (die Sandbox wurde gestoppt oder wiederhergestellt).
</translation>
    </message>
    <message>
        <location filename="../app/cli/NetworkCommands.cpp" line="115"/>
        <source>`shadowbox network policy` takes a sandbox and, to change it, a policy.</source>
        <translation>`shadowbox network policy` erwartet eine Sandbox und, um sie zu ändern, eine Richtlinie.</translation>
    </message>
    <message>
        <location filename="../app/cli/NetworkCommands.cpp" line="81"/>
        <source>unknown network command &quot;%1&quot;; use policy, allow, record, presets or mock-server.</source>
        <translation>unbekannter network-Befehl &quot;%1&quot;; verwenden Sie policy, allow, record, presets oder mock-server.</translation>
    </message>
    <message>
        <location filename="../app/cli/NetworkCommands.cpp" line="98"/>
        <source>No allow rules.
</source>
        <translation>Keine Freigaberegeln.
</translation>
    </message>
    <message>
        <location filename="../app/cli/NetworkCommands.cpp" line="99"/>
        <source>HOST</source>
        <translation>HOST</translation>
    </message>
    <message>
        <location filename="../app/cli/NetworkCommands.cpp" line="99"/>
        <source>PORT</source>
        <translation>PORT</translation>
    </message>
    <message>
        <location filename="../app/cli/NetworkCommands.cpp" line="99"/>
        <location filename="../app/cli/NetworkCommands.cpp" line="365"/>
        <source>PRESET</source>
        <translation>VORGABE</translation>
    </message>
    <message>
        <location filename="../app/cli/NetworkCommands.cpp" line="99"/>
        <source>RECORDED</source>
        <translation>AUFGEZEICHNET</translation>
    </message>
    <message>
        <location filename="../app/cli/NetworkCommands.cpp" line="101"/>
        <source>any</source>
        <translation>jeder</translation>
    </message>
    <message>
        <location filename="../app/cli/NetworkCommands.cpp" line="102"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../app/cli/NetworkCommands.cpp" line="121"/>
        <source>&quot;%1&quot; is not a policy: use none, mocks-only, allowlist or open.</source>
        <translation>„%1“ ist keine Richtlinie: Verwenden Sie none, mocks-only, allowlist oder open.</translation>
    </message>
    <message>
        <location filename="../app/cli/NetworkCommands.cpp" line="137"/>
        <source>Warning: every host that is not mocked can now be reached from sandbox %1, and what the sandbox holds can be sent anywhere. Use allowlist to let only named hosts through.
</source>
        <translation>Warnung: Jeder Host, der nicht nachgebildet wird, ist jetzt aus der Sandbox %1 erreichbar, und was die Sandbox enthält, kann überallhin gesendet werden. Mit allowlist lassen Sie nur benannte Hosts durch.
</translation>
    </message>
    <message>
        <location filename="../app/cli/NetworkCommands.cpp" line="145"/>
        <source>Sandbox %1: network policy %2 (was %3).
</source>
        <translation>Sandbox %1: Netzwerkrichtlinie %2 (vorher %3).
</translation>
    </message>
    <message>
        <location filename="../app/cli/NetworkCommands.cpp" line="148"/>
        <source>Sandbox %1: network policy %2.
</source>
        <translation>Sandbox %1: Netzwerkrichtlinie %2.
</translation>
    </message>
    <message>
        <location filename="../app/cli/NetworkCommands.cpp" line="160"/>
        <source>What the request log calls the mock server (WireMock).</source>
        <translation>Wie das Anfrageprotokoll den Mock-Server nennt (WireMock).</translation>
    </message>
    <message>
        <location filename="../app/cli/NetworkCommands.cpp" line="162"/>
        <source>The gateway answers the mocked hosts from its own stubs again.</source>
        <translation>Das Gateway beantwortet die nachgebildeten Hosts wieder aus seinen eigenen Stubs.</translation>
    </message>
    <message>
        <location filename="../app/cli/NetworkCommands.cpp" line="164"/>
        <source>A host name the mock server answers that no stub of the sandbox names.</source>
        <translation>Ein Hostname, den der Mock-Server beantwortet und den kein Stub der Sandbox nennt.</translation>
    </message>
    <message>
        <location filename="../app/cli/NetworkCommands.cpp" line="26"/>
        <source>Usage: shadowbox network policy SANDBOX [none|mocks-only|allowlist|open] [--json]
       shadowbox network allow SANDBOX [add|remove [HOST[:PORT]]... [--preset NAME]...] [--json]
       shadowbox network record SANDBOX HOST[:PORT]... [--stop] [--json]
       shadowbox network presets [--json]
       shadowbox network mock-server SANDBOX [ADDRESS:PORT [--name NAME] [--host HOST]...
             [--image IMAGE [-- ARGUMENTS...]] | --off] [--json]

What the sandbox&apos;s gateway lets it reach, shown or changed while the sandbox runs (no
restart; the command returns once the gateway enforces it):
  mocks-only   the hosts it mocks answer from their stubs (shadowbox mocks); every other
               name is unknown (the default)
  allowlist    the mocked hosts answer, and the hosts the allow rules name pass through to
               the network; every other host is refused
  open         every host that is not mocked passes through (loopback, link-local and this
               machine&apos;s own addresses never do, nor private ones a rule does not name)
  none         nothing answers: every connection is cut, every name is unknown
The sandbox sees only its own loopback, with no route to the host or beyond: what passes
is carried by the gateway, and HTTPS that passes is not decrypted on the way.

Allow rules name a host (pypi.org), every name under a domain (*.pythonhosted.org), an
IPv4 address or an IPv6 address in brackets ([2001:db8::1]:443), on one port or on any.
A preset adds the hosts of a package registry or of an agent&apos;s model API at once;
`shadowbox network presets` lists them.

Recording a host (allowed by a rule, which record adds if there is none, or by open) has
the gateway answer it itself, HTTPS with the sandbox&apos;s CA, and send every request on,
checking the host&apos;s certificate against this machine&apos;s roots; what was sent and
answered becomes stubs with `shadowbox mocks keep-recorded`. --stop passes it unopened again.

A mock server of your own (a WireMock, a LocalStack) that listens on a loopback address of
the sandbox&apos;s network (127.0.1.1:8080) can answer the mocked hosts in the gateway&apos;s place:
the gateway still ends their HTTPS, then hands it each request and the sandbox its answer.
The mocked hosts are those the sandbox&apos;s stubs name, those the server&apos;s own stubs name
(it is asked, as WireMock&apos;s admin API, each time it is set), and those --host names.
--off gives them back to the gateway&apos;s own stubs.
With --image, Shadowbox runs the server itself: a container of the image, in the sandbox&apos;s
network and nowhere else, started and stopped with the sandbox and removed with it. A
WireMock image gets --bind-address ADDRESS --port PORT, a LocalStack image
GATEWAY_LISTEN=ADDRESS:PORT; ARGUMENTS after -- replace what the image&apos;s entry point gets.
Every image gets SHADOWBOX_MOCK_ADDRESS and SHADOWBOX_MOCK_PORT. It must listen there.
</source>
        <translation>Aufruf: shadowbox network policy SANDBOX [none|mocks-only|allowlist|open] [--json]
        shadowbox network allow SANDBOX [add|remove [HOST[:PORT]]... [--preset NAME]...] [--json]
        shadowbox network record SANDBOX HOST[:PORT]... [--stop] [--json]
        shadowbox network presets [--json]
        shadowbox network mock-server SANDBOX [ADDRESS:PORT [--name NAME] [--host HOST]...
              [--image IMAGE [-- ARGUMENTS...]] | --off] [--json]

Was das Gateway der Sandbox erreichen lässt, angezeigt oder geändert, während die Sandbox läuft
(ohne Neustart; der Befehl kehrt zurück, sobald das Gateway sie durchsetzt):
  mocks-only   die nachgebildeten Hosts antworten aus ihren Stubs (shadowbox mocks); jeder
               andere Name ist unbekannt (die Voreinstellung)
  allowlist    die nachgebildeten Hosts antworten, und die Hosts, die die Freigaberegeln
               nennen, gelangen ins Netz; jeder andere Host wird abgewiesen
  open         jeder Host, der nicht nachgebildet wird, gelangt ins Netz (Loopback, Link-Local
               und die eigenen Adressen dieses Rechners nie, private nur, wenn eine Regel sie nennt)
  none         nichts antwortet: jede Verbindung wird getrennt, jeder Name ist unbekannt
Die Sandbox sieht nur ihr eigenes Loopback, ohne Route zum Host oder weiter: Was durchgelassen
wird, trägt das Gateway, und durchgelassenes HTTPS wird unterwegs nicht entschlüsselt.

Freigaberegeln nennen einen Host (pypi.org), alle Namen unter einer Domain (*.pythonhosted.org),
eine IPv4-Adresse oder eine IPv6-Adresse in Klammern ([2001:db8::1]:443), auf einem Port oder auf
jedem. Eine Vorgabe fügt die Hosts einer Paket-Registry oder der Modell-API eines Agenten auf
einmal hinzu; `shadowbox network presets` listet sie.

Einen Host aufzeichnen (freigegeben durch eine Regel, die record anlegt, falls es keine gibt, oder
durch open) lässt das Gateway ihn selbst beantworten, HTTPS mit der CA der Sandbox, und jede
Anfrage weiterschicken, wobei es das Zertifikat des Hosts gegen die Stammzertifikate dieses
Rechners prüft; was geschickt und geantwortet wurde, wird mit `shadowbox mocks keep-recorded`
zu Stubs. --stop lässt ihn wieder ungeöffnet durch.

Ein eigener Mock-Server (ein WireMock, ein LocalStack), der auf einer Loopback-Adresse des
Netzes der Sandbox lauscht (127.0.1.1:8080), kann die nachgebildeten Hosts anstelle des Gateways
beantworten: das Gateway beendet weiterhin ihr HTTPS, reicht ihm dann jede Anfrage weiter und
der Sandbox seine Antwort. Nachgebildet sind die Hosts, die die Stubs der Sandbox nennen, die, die die eigenen Stubs des
Servers nennen (er wird bei jedem Setzen als Admin-API von WireMock gefragt), und die, die
--host nennt. --off gibt sie den eigenen Stubs des Gateways zurück.
Mit --image startet Shadowbox den Server selbst: einen Container des Images, im Netz der
Sandbox und nirgends sonst, gestartet und gestoppt mit der Sandbox und mit ihr entfernt. Ein
WireMock-Image bekommt --bind-address ADRESSE --port PORT, ein LocalStack-Image
GATEWAY_LISTEN=ADRESSE:PORT; ARGUMENTE nach -- ersetzen, was der Einstiegspunkt des Images bekommt.
Jedes Image bekommt SHADOWBOX_MOCK_ADDRESS und SHADOWBOX_MOCK_PORT. Dort muss er lauschen.
</translation>
    </message>
    <message>
        <location filename="../app/cli/NetworkCommands.cpp" line="168"/>
        <source>Shadowbox runs the mock server from this image, in the sandbox&apos;s network, with the sandbox (a WireMock image is told the address and port; other images get the ARGUMENTS after --).</source>
        <translation>Shadowbox startet den Mock-Server aus diesem Image, im Netz der Sandbox, mit der Sandbox (einem WireMock-Image werden Adresse und Port gesagt; andere Images bekommen die ARGUMENTE nach --).</translation>
    </message>
    <message>
        <location filename="../app/cli/NetworkCommands.cpp" line="183"/>
        <source>`shadowbox network mock-server` takes a sandbox and, to change it, ADDRESS:PORT or --off; arguments after ADDRESS:PORT go with --image.</source>
        <translation>`shadowbox network mock-server` nimmt eine Sandbox und, um ihn zu ändern, ADRESSE:PORT oder --off; Argumente nach ADRESSE:PORT gehören zu --image.</translation>
    </message>
    <message>
        <location filename="../app/cli/NetworkCommands.cpp" line="195"/>
        <source>--name, --host and --image go with the mock server&apos;s ADDRESS:PORT.</source>
        <translation>--name, --host und --image gehören zu ADRESSE:PORT des Mock-Servers.</translation>
    </message>
    <message>
        <location filename="../app/cli/NetworkCommands.cpp" line="220"/>
        <source>Sandbox %1: %2 runs from the image %3, as container %4.
</source>
        <translation>Sandbox %1: %2 läuft aus dem Image %3, als Container %4.
</translation>
    </message>
    <message>
        <location filename="../app/cli/NetworkCommands.cpp" line="224"/>
        <source>Sandbox %1: the mocked hosts, %3 among them, are answered by %2.
</source>
        <translation>Sandbox %1: Die nachgebildeten Hosts, darunter %3, beantwortet %2.
</translation>
    </message>
    <message>
        <location filename="../app/cli/NetworkCommands.cpp" line="228"/>
        <source>Sandbox %1: the mocked hosts are answered by %2.
</source>
        <translation>Sandbox %1: die nachgebildeten Hosts beantwortet %2.
</translation>
    </message>
    <message>
        <location filename="../app/cli/NetworkCommands.cpp" line="231"/>
        <source>Sandbox %1: the mocked hosts are answered by its gateway&apos;s own stubs.
</source>
        <translation>Sandbox %1: die nachgebildeten Hosts beantworten die eigenen Stubs ihres Gateways.
</translation>
    </message>
    <message>
        <location filename="../app/cli/NetworkCommands.cpp" line="241"/>
        <source>Adds or removes every host of a preset (see network presets).</source>
        <translation>Fügt alle Hosts einer Vorgabe hinzu oder entfernt sie (siehe network presets).</translation>
    </message>
    <message>
        <location filename="../app/cli/NetworkCommands.cpp" line="248"/>
        <source>`shadowbox network allow` takes a sandbox.</source>
        <translation>`shadowbox network allow` erwartet eine Sandbox.</translation>
    </message>
    <message>
        <location filename="../app/cli/NetworkCommands.cpp" line="252"/>
        <source>&quot;%1&quot; is not something allow does: use add or remove.</source>
        <translation>„%1“ kann allow nicht: Verwenden Sie add oder remove.</translation>
    </message>
    <message>
        <location filename="../app/cli/NetworkCommands.cpp" line="254"/>
        <source>Say add or remove before the rules.</source>
        <translation>Schreiben Sie add oder remove vor die Regeln.</translation>
    </message>
    <message>
        <location filename="../app/cli/NetworkCommands.cpp" line="269"/>
        <source>There is no preset &quot;%1&quot;: use one of %2.</source>
        <translation>Es gibt keine Vorgabe „%1“: Verwenden Sie eine von %2.</translation>
    </message>
    <message>
        <location filename="../app/cli/NetworkCommands.cpp" line="275"/>
        <source>Name the hosts (HOST or HOST:PORT) or presets (--preset NAME) to %1.</source>
        <translation>Nennen Sie die Hosts (HOST oder HOST:PORT) oder Vorgaben (--preset NAME) für %1.</translation>
    </message>
    <message>
        <location filename="../app/cli/NetworkCommands.cpp" line="292"/>
        <source>Sandbox %1&apos;s policy is %2: the rules apply under allowlist (shadowbox network policy %1 allowlist).
</source>
        <translation>Die Richtlinie der Sandbox %1 ist %2: Die Regeln gelten unter allowlist (shadowbox network policy %1 allowlist).
</translation>
    </message>
    <message>
        <location filename="../app/cli/NetworkCommands.cpp" line="307"/>
        <source>Stop recording the hosts (their rules stay).</source>
        <translation>Die Hosts nicht mehr aufzeichnen (ihre Regeln bleiben).</translation>
    </message>
    <message>
        <location filename="../app/cli/NetworkCommands.cpp" line="314"/>
        <source>`shadowbox network record` takes a sandbox and the hosts (HOST or HOST:PORT) to record.</source>
        <translation>`shadowbox network record` erwartet eine Sandbox und die aufzuzeichnenden Hosts (HOST oder HOST:PORT).</translation>
    </message>
    <message>
        <location filename="../app/cli/NetworkCommands.cpp" line="321"/>
        <source>Record names one host at a time, not &quot;%1&quot;.</source>
        <translation>record nennt jeweils einen einzelnen Host, nicht „%1“.</translation>
    </message>
    <message>
        <location filename="../app/cli/NetworkCommands.cpp" line="336"/>
        <source>Sandbox %1&apos;s policy is %2: nothing passes, so nothing is recorded until it is allowlist or open (shadowbox network policy %1 allowlist).
</source>
        <translation>Die Richtlinie von Sandbox %1 ist %2: Nichts geht durch, also wird nichts aufgezeichnet, bis sie allowlist oder open ist (shadowbox network policy %1 allowlist).
</translation>
    </message>
    <message>
        <location filename="../app/cli/NetworkCommands.cpp" line="355"/>
        <source>`shadowbox network presets` takes no arguments.</source>
        <translation>`shadowbox network presets` erwartet keine Argumente.</translation>
    </message>
    <message>
        <location filename="../app/cli/NetworkCommands.cpp" line="365"/>
        <source>HOSTS</source>
        <translation>HOSTS</translation>
    </message>
    <message>
        <location filename="../app/cli/PreviewCommand.cpp" line="30"/>
        <source>Usage: shadowbox preview SANDBOX PORT [--listen PORT] [--json]

Serves what the sandbox serves on PORT (on its own loopback) at http://127.0.0.1:LISTEN/ on
this machine, until Ctrl+C. The sandbox still has no route anywhere: each connection is
carried to it by its gateway. LISTEN is a free port unless --listen names one. While
nothing in the sandbox listens on PORT, the page says so (502).
</source>
        <translation>Aufruf: shadowbox preview SANDBOX PORT [--listen PORT] [--json]

Zeigt, was die Sandbox auf PORT (auf ihrem eigenen Loopback) anbietet, unter
http://127.0.0.1:LISTEN/ auf diesem Rechner, bis Strg+C. Die Sandbox hat weiterhin keinen Weg
nach draußen: Jede Verbindung bringt ihr Gateway zu ihr. LISTEN ist ein freier Port, wenn
--listen keinen nennt. Solange in der Sandbox nichts auf PORT lauscht, sagt die Seite das (502).
</translation>
    </message>
    <message>
        <location filename="../app/cli/PreviewCommand.cpp" line="39"/>
        <source>The port on this machine&apos;s 127.0.0.1 (default: any free one).</source>
        <translation>Der Port auf 127.0.0.1 dieses Rechners (Vorgabe: ein beliebiger freier).</translation>
    </message>
    <message>
        <location filename="../app/cli/PreviewCommand.cpp" line="40"/>
        <source>port</source>
        <translation>Port</translation>
    </message>
    <message>
        <location filename="../app/cli/PreviewCommand.cpp" line="47"/>
        <source>`shadowbox preview` takes a sandbox and the port its server listens on.</source>
        <translation>`shadowbox preview` erwartet eine Sandbox und den Port, auf dem ihr Server lauscht.</translation>
    </message>
    <message>
        <location filename="../app/cli/PreviewCommand.cpp" line="50"/>
        <source>&quot;%1&quot; is not a port: use a number from 1 to 65535.</source>
        <translation>„%1“ ist kein Port: Verwenden Sie eine Zahl von 1 bis 65535.</translation>
    </message>
    <message>
        <location filename="../app/cli/PreviewCommand.cpp" line="53"/>
        <source>--listen takes a port from 0 (any free one) to 65535, not &quot;%1&quot;.</source>
        <translation>--listen erwartet einen Port von 0 (ein beliebiger freier) bis 65535, nicht „%1“.</translation>
    </message>
    <message>
        <location filename="../app/cli/PreviewCommand.cpp" line="77"/>
        <source>Sandbox %1, port %2: %3
</source>
        <translation>Sandbox %1, Port %2: %3
</translation>
    </message>
    <message>
        <location filename="../app/cli/PreviewCommand.cpp" line="82"/>
        <source>Not answering yet: %1. The preview answers once something in the sandbox listens there.
</source>
        <translation>Noch keine Antwort: %1. Die Vorschau antwortet, sobald in der Sandbox etwas dort lauscht.
</translation>
    </message>
    <message>
        <location filename="../app/cli/PreviewCommand.cpp" line="85"/>
        <source>Ctrl+C stops the preview.
</source>
        <translation>Strg+C beendet die Vorschau.
</translation>
    </message>
</context>
<context>
    <name>CommandRunner</name>
    <message>
        <location filename="../engine/sandbox/CommandRunner.cpp" line="100"/>
        <source>Sandbox &quot;%1&quot; is stopped: its container was stopped outside Shadowbox. Start it, then run the command again.</source>
        <translation>Die Sandbox „%1“ ist gestoppt, weil ihr Container außerhalb von Shadowbox gestoppt wurde. Starten Sie sie und führen Sie den Befehl dann erneut aus.</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/CommandRunner.cpp" line="105"/>
        <source>Sandbox &quot;%1&quot; is lost: its container was removed outside Shadowbox. Destroy it to clean up its workspace.</source>
        <translation>Die Sandbox „%1“ ist verloren, weil ihr Container außerhalb von Shadowbox entfernt wurde. Löschen Sie sie, um ihren Arbeitsbereich aufzuräumen.</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/CommandRunner.cpp" line="120"/>
        <source>The command is empty. Type a command to run in the sandbox.</source>
        <translation>Der Befehl ist leer. Geben Sie einen Befehl ein, der in der Sandbox ausgeführt werden soll.</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/CommandRunner.cpp" line="128"/>
        <source>Sandbox &quot;%1&quot; is being restored to a snapshot by another Shadowbox window or command, and it has not finished in %2 seconds. Run the command again once it has.</source>
        <translation>Die Sandbox „%1“ wird gerade von einem anderen Shadowbox-Fenster oder einem anderen Befehl aus einem Snapshot wiederhergestellt, und das ist nach %2 Sekunden noch nicht abgeschlossen. Führen Sie den Befehl erneut aus, sobald es abgeschlossen ist.</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/CommandRunner.cpp" line="141"/>
        <source>Sandbox &quot;%1&quot; is %2. Start it first.</source>
        <translation>Die Sandbox „%1“ läuft nicht (Status: %2). Starten Sie sie zuerst.</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/CommandRunner.cpp" line="152"/>
        <source>The command did not run: Shadowbox could not take the snapshot that comes before it. %1 To run it without a snapshot, turn snapshots before commands off.</source>
        <translation>Der Befehl wurde nicht ausgeführt: Shadowbox konnte den Snapshot nicht erstellen, der ihm vorausgeht. %1 Um ihn ohne Snapshot auszuführen, schalten Sie die Snapshots vor Befehlen aus.</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/CommandRunner.cpp" line="287"/>
        <source>The container engine at %1 stopped answering while the command ran (no answer for %2 seconds). The command may still be running in the sandbox.</source>
        <translation>Die Container-Engine unter %1 hat aufgehört zu antworten, während der Befehl lief (seit %2 Sekunden keine Antwort). Der Befehl läuft in der Sandbox möglicherweise noch.</translation>
    </message>
</context>
<context>
    <name>ContainerSnapshots</name>
    <message>
        <location filename="../engine/snapshot/ContainerSnapshots.cpp" line="138"/>
        <source>The container&apos;s system was saved, but the container could not be resumed: %1</source>
        <translation>Das System des Containers wurde gesichert, aber der Container konnte nicht fortgesetzt werden: %1</translation>
    </message>
</context>
<context>
    <name>DataFolder</name>
    <message>
        <location filename="../engine/core/DataFolder.cpp" line="37"/>
        <source>Cannot check the permissions of %1: %2.</source>
        <translation>Die Berechtigungen von %1 können nicht geprüft werden: %2.</translation>
    </message>
    <message>
        <location filename="../engine/core/DataFolder.cpp" line="43"/>
        <source>%1 belongs to user id %2, not to the user running Shadowbox (%3), so its permissions were not changed. Give it to this user (chown) or remove it.</source>
        <translation>%1 gehört der Benutzerkennung %2, nicht dem Benutzer, unter dem Shadowbox läuft (%3), daher wurden seine Berechtigungen nicht geändert. Übergeben Sie es diesem Benutzer (chown) oder entfernen Sie es.</translation>
    </message>
    <message>
        <location filename="../engine/core/DataFolder.cpp" line="55"/>
        <source>Cannot make %1 private (mode %2): %3.</source>
        <translation>%1 kann nicht privat gemacht werden (Modus %2): %3.</translation>
    </message>
    <message>
        <location filename="../engine/core/DataFolder.cpp" line="69"/>
        <source>%1 (%2 → %3)</source>
        <translation>%1 (%2 → %3)</translation>
    </message>
    <message>
        <location filename="../engine/core/DataFolder.cpp" line="70"/>
        <source>Shadowbox made its data private again: %1.</source>
        <translation>Shadowbox hat seine Daten wieder privat gemacht: %1.</translation>
    </message>
    <message>
        <location filename="../engine/core/DataFolder.cpp" line="101"/>
        <source>Cannot create the folder %1: %2. Check the permissions of its parent folder, or set SHADOWBOX_DATA_DIR to a folder you own.</source>
        <translation>Der Ordner %1 kann nicht angelegt werden: %2. Prüfen Sie die Berechtigungen des übergeordneten Ordners, oder setzen Sie SHADOWBOX_DATA_DIR auf einen Ordner, der Ihnen gehört.</translation>
    </message>
    <message>
        <location filename="../engine/core/DataFolder.cpp" line="106"/>
        <source>%1 exists but is not a folder. Move it away, or set SHADOWBOX_DATA_DIR to another folder.</source>
        <translation>%1 existiert, ist aber kein Ordner. Verschieben Sie es, oder setzen Sie SHADOWBOX_DATA_DIR auf einen anderen Ordner.</translation>
    </message>
    <message>
        <location filename="../engine/core/DataFolder.cpp" line="119"/>
        <source>Cannot create %1: %2. Check that the data folder is writable.</source>
        <translation>%1 kann nicht angelegt werden: %2. Prüfen Sie, ob der Datenordner beschreibbar ist.</translation>
    </message>
    <message>
        <location filename="../engine/core/DataFolder.cpp" line="131"/>
        <source>Cannot open the data folder %1: %2. Check its permissions or set SHADOWBOX_DATA_DIR to a folder you own.</source>
        <translation>Der Datenordner %1 kann nicht geöffnet werden: %2. Prüfen Sie seine Berechtigungen, oder setzen Sie SHADOWBOX_DATA_DIR auf einen Ordner, der Ihnen gehört.</translation>
    </message>
    <message>
        <location filename="../engine/core/DataFolder.cpp" line="139"/>
        <source>Cannot create the workspaces folder %1: %2.</source>
        <translation>Der Ordner für die Arbeitsbereiche %1 kann nicht angelegt werden: %2.</translation>
    </message>
    <message>
        <location filename="../engine/core/DataFolder.cpp" line="151"/>
        <source>Cannot check %1: %2.</source>
        <translation>%1 kann nicht geprüft werden: %2.</translation>
    </message>
    <message>
        <location filename="../engine/core/DataFolder.cpp" line="163"/>
        <source>%1 is not a folder (or is a link, which Shadowbox does not follow), so sandboxes cannot be created. Move it away and start Shadowbox again.</source>
        <translation>%1 ist kein Ordner (oder ein Link, dem Shadowbox nicht folgt), daher können keine Sandboxes erstellt werden. Verschieben Sie es und starten Sie Shadowbox erneut.</translation>
    </message>
    <message>
        <location filename="../engine/core/DataFolder.cpp" line="172"/>
        <source>Cannot list %1: %2.</source>
        <translation>Der Inhalt von %1 kann nicht gelesen werden: %2.</translation>
    </message>
</context>
<context>
    <name>EngineClient</name>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="14"/>
        <source>The operation was canceled.</source>
        <translation>Der Vorgang wurde abgebrochen.</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="121"/>
        <source>The container engine at %1 did not answer within %2 seconds (%3 %4). It may be overloaded or hung; the doctor can check it.</source>
        <translation>Die Container-Engine unter %1 hat nicht innerhalb von %2 Sekunden geantwortet (%3 %4). Möglicherweise ist sie überlastet oder hängt; die Diagnose kann sie prüfen.</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="166"/>
        <location filename="../engine/runtime/EngineClient.cpp" line="447"/>
        <location filename="../engine/runtime/EngineClient.cpp" line="517"/>
        <source>HTTP status %1</source>
        <translation>HTTP-Status %1</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="176"/>
        <source>%1 failed: the engine said &quot;%2&quot;.</source>
        <translation>%1 ist fehlgeschlagen: Die Engine meldete „%2“.</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="205"/>
        <source>%1 failed: the engine&apos;s answer is not valid JSON (%2).</source>
        <translation>%1 ist fehlgeschlagen: Die Antwort der Engine ist kein gültiges JSON (%2).</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="221"/>
        <source>Asking the engine whether it is there</source>
        <translation>Die Erreichbarkeitsabfrage an die Engine</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="246"/>
        <source>Asking the engine for its version</source>
        <translation>Die Abfrage der Engine-Version</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="294"/>
        <source>Following the engine&apos;s events</source>
        <translation>Das Verfolgen der Engine-Ereignisse</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="300"/>
        <source>Asking the engine about its host</source>
        <translation>Die Abfrage der Host-Informationen der Engine</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="338"/>
        <source>Listing images</source>
        <translation>Das Auflisten der Images</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="377"/>
        <source>Looking up image %1</source>
        <translation>Das Nachschlagen des Images %1</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="445"/>
        <source>Importing image %1:%2 failed: the engine said &quot;%3&quot;.</source>
        <translation>Der Import des Images %1:%2 ist fehlgeschlagen: Die Engine meldete „%3“.</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="451"/>
        <source>Importing image %1:%2 failed: the engine did not say which image it made.</source>
        <translation>Der Import des Images %1:%2 ist fehlgeschlagen: Die Engine hat nicht mitgeteilt, welches Image sie angelegt hat.</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="484"/>
        <source>Pulling %1 failed: the engine said &quot;%2&quot;.</source>
        <translation>Das Herunterladen von %1 ist fehlgeschlagen: Die Engine meldete „%2“.</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="487"/>
        <source>No registry can be reached from the engine. Connect this machine to a network (or configure a registry mirror), or build the offline starter image.</source>
        <translation>Von der Engine aus ist keine Registry erreichbar. Verbinden Sie diesen Rechner mit einem Netzwerk (oder richten Sie einen Registry-Mirror ein), oder erstellen Sie das Offline-Starter-Image.</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="491"/>
        <source>Check the image name and tag.</source>
        <translation>Prüfen Sie den Image-Namen und das Tag.</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="504"/>
        <source>No image name was given to pull.</source>
        <translation>Es wurde kein Image-Name zum Herunterladen angegeben.</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="527"/>
        <source>Tagging image %1 as %2:%3</source>
        <translation>Das Taggen des Images %1 als %2:%3</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="536"/>
        <source>Removing image %1</source>
        <translation>Das Entfernen des Images %1</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="548"/>
        <source>Creating the container</source>
        <translation>Das Erstellen des Containers</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="554"/>
        <source>Creating the container failed: the engine returned no id.</source>
        <translation>Das Erstellen des Containers ist fehlgeschlagen: Die Engine hat keine ID zurückgegeben.</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="565"/>
        <source>Starting the container</source>
        <translation>Das Starten des Containers</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="579"/>
        <source>Stopping the container</source>
        <translation>Das Stoppen des Containers</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="594"/>
        <source>Waiting for container %1</source>
        <translation>Das Warten auf den Container %1</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="615"/>
        <source>Removing the container</source>
        <translation>Das Entfernen des Containers</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="657"/>
        <source>Inspecting the container</source>
        <translation>Das Abfragen des Containers</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="670"/>
        <source>Listing containers</source>
        <translation>Das Auflisten der Container</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="702"/>
        <source>Creating network %1</source>
        <translation>Das Erstellen des Netzwerks %1</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="715"/>
        <source>Removing network %1</source>
        <translation>Das Entfernen des Netzwerks %1</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="721"/>
        <source>Listing networks</source>
        <translation>Das Auflisten der Netzwerke</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="738"/>
        <source>Listing volumes</source>
        <translation>Das Auflisten der Volumes</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="755"/>
        <source>Removing volume %1</source>
        <translation>Das Entfernen des Volumes %1</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="771"/>
        <location filename="../engine/runtime/EngineClient.cpp" line="868"/>
        <source>Preparing the command</source>
        <translation>Das Vorbereiten des Befehls</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="785"/>
        <source>Running the command</source>
        <translation>Das Ausführen des Befehls</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="800"/>
        <source>Starting a command in the background</source>
        <translation>Starten eines Befehls im Hintergrund</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="809"/>
        <source>Reading the command&apos;s exit code</source>
        <translation>Das Lesen des Exit-Codes des Befehls</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="847"/>
        <source>The command had ended its output but the engine still said it ran a second later.</source>
        <translation>Der Befehl hatte seine Ausgabe beendet, aber die Engine meldete ihn eine Sekunde später noch als laufend.</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="868"/>
        <source>Preparing the terminal</source>
        <translation>Das Vorbereiten des Terminals</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="901"/>
        <source>The container engine at %1 did not start the command (no answer to the exec&apos;s start within %2 seconds).</source>
        <translation>Die Container-Engine unter %1 hat den Befehl nicht gestartet (keine Antwort auf den Start des Exec innerhalb von %2 Sekunden).</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="931"/>
        <source>Opening the terminal</source>
        <translation>Das Öffnen des Terminals</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="931"/>
        <source>Starting the command</source>
        <translation>Befehl wird gestartet</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="938"/>
        <source>Resizing the terminal</source>
        <translation>Das Ändern der Terminalgröße</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClientCommit.cpp" line="12"/>
        <source>Asking the engine what changed in the container</source>
        <translation>Die Abfrage bei der Engine, was sich im Container geändert hat</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClientCommit.cpp" line="24"/>
        <source>%1 failed: the engine&apos;s answer is not a JSON list (%2).</source>
        <translation>%1 ist fehlgeschlagen: Die Antwort der Engine ist keine JSON-Liste (%2).</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClientCommit.cpp" line="34"/>
        <source>The engine&apos;s list of the container&apos;s changes is not understood (an entry without a path or with kind %1).</source>
        <translation>Die Liste der Änderungen im Container, die die Engine geliefert hat, ist unverständlich (ein Eintrag ohne Pfad oder mit der Art %1).</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClientCommit.cpp" line="45"/>
        <source>Pausing the container</source>
        <translation>Das Pausieren des Containers</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClientCommit.cpp" line="54"/>
        <source>Resuming the container</source>
        <translation>Das Fortsetzen des Containers</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClientCommit.cpp" line="63"/>
        <source>Renaming the container to %1</source>
        <translation>Den Container in %1 umbenennen</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClientCommit.cpp" line="76"/>
        <source>Saving the container&apos;s system as image %1:%2</source>
        <translation>Das Sichern des Containersystems als Image %1:%2</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClientCommit.cpp" line="82"/>
        <source>Saving the container&apos;s system failed: the engine returned no image id.</source>
        <translation>Das Sichern des Containersystems ist fehlgeschlagen: Die Engine hat keine Image-ID zurückgegeben.</translation>
    </message>
</context>
<context>
    <name>EngineDoctor</name>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="45"/>
        <source>Podman&apos;s default runtime crun cannot run containers on this machine&apos;s cgroup setup. Use runc instead: install it and set `runtime = &quot;runc&quot;` in the [engine] section of ~/.config/containers/containers.conf.</source>
        <translation>Die Standard-Runtime crun von Podman kann mit der cgroup-Konfiguration dieses Rechners keine Container ausführen. Verwenden Sie stattdessen runc: Installieren Sie es und setzen Sie `runtime = &quot;runc&quot;` im Abschnitt [engine] von ~/.config/containers/containers.conf.</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="54"/>
        <source>The engine&apos;s default ulimits cannot be raised here (missing CAP_SYS_RESOURCE). Clear them: set `default_ulimits = []` in the [containers] section of ~/.config/containers/containers.conf.</source>
        <translation>Die Standard-ulimits der Engine lassen sich hier nicht anheben (CAP_SYS_RESOURCE fehlt). Leeren Sie sie: Setzen Sie `default_ulimits = []` im Abschnitt [containers] von ~/.config/containers/containers.conf.</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="64"/>
        <source>Rootless Podman needs subordinate user and group ids for your user. Add them and migrate Podman&apos;s storage.</source>
        <translation>Podman ohne root braucht untergeordnete Benutzer- und Gruppen-IDs für Ihren Benutzer. Legen Sie sie an und migrieren Sie den Speicher von Podman.</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="71"/>
        <source>No OCI runtime is installed, so the engine cannot start containers. Install runc (or crun).</source>
        <translation>Es ist keine OCI-Runtime installiert, daher kann die Engine keine Container starten. Installieren Sie runc (oder crun).</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="76"/>
        <source>The image does not contain the command the test runs, so it cannot show whether containers work. Build the starter image and run the doctor again. (Engine message: %1)</source>
        <translation>Das Image enthält den Befehl nicht, den der Test ausführt, und kann daher nicht zeigen, ob Container funktionieren. Erstellen Sie das Starter-Image und führen Sie die Diagnose erneut aus. (Meldung der Engine: %1)</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="84"/>
        <source>The engine was denied a permission it needs to start a container: %1</source>
        <translation>Der Engine wurde eine Berechtigung verweigert, die sie zum Starten eines Containers braucht: %1</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="88"/>
        <source>The image is not available locally. Build the starter image, or pull the image.</source>
        <translation>Das Image ist lokal nicht vorhanden. Erstellen Sie das Starter-Image oder laden Sie das Image herunter.</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="91"/>
        <source>The engine could not run a trivial container: %1</source>
        <translation>Die Engine konnte keinen einfachen Container ausführen: %1</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="112"/>
        <source>The test container exited with status %1 instead of 0.</source>
        <translation>Der Testcontainer wurde mit Status %1 statt 0 beendet.</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="120"/>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="124"/>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="125"/>
        <source>%1 at %2 (API %3, found via %4)</source>
        <translation>%1 unter %2 (API %3, gefunden über %4)</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="132"/>
        <source>API version</source>
        <translation>API-Version</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="133"/>
        <source>%1 (Shadowbox needs 1.41 or newer)</source>
        <translation>%1 (Shadowbox benötigt 1.41 oder neuer)</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="134"/>
        <source>The engine speaks API %1 but Shadowbox needs 1.41 or newer (Docker 20.10+, Podman 3+).</source>
        <translation>Die Engine spricht API %1, Shadowbox benötigt aber 1.41 oder neuer (Docker 20.10+, Podman 3+).</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="137"/>
        <source>Upgrade the engine.</source>
        <translation>Aktualisieren Sie die Engine.</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="142"/>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="155"/>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="162"/>
        <source>Images</source>
        <translation>Images</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="156"/>
        <source>The engine has no images, so no sandbox can start. Shadowbox can build a small starter image offline from this machine&apos;s busybox.</source>
        <translation>Die Engine hat keine Images, daher kann keine Sandbox starten. Shadowbox kann offline aus dem BusyBox dieses Rechners ein kleines Starter-Image erstellen.</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="163"/>
        <source>local images: %1; testing with %2</source>
        <translation>lokale Images: %1; Test mit %2</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="169"/>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="184"/>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="192"/>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="198"/>
        <source>Run a container</source>
        <translation>Container ausführen</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="170"/>
        <source>`true` ran in %1 and exited 0</source>
        <translation>`true` lief in %1 und endete mit 0</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="180"/>
        <source>Set %1 = %2 in Shadowbox&apos;s own containers.conf (%3).</source>
        <translation>%1 = %2 in der eigenen containers.conf von Shadowbox gesetzt (%3).</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="193"/>
        <source>(Engine message: %1)</source>
        <translation>(Meldung der Engine: %1)</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="199"/>
        <source>The container still fails after applying fixes.</source>
        <translation>Der Container schlägt auch nach den Korrekturen weiterhin fehl.</translation>
    </message>
</context>
<context>
    <name>EngineEndpoint</name>
    <message>
        <location filename="../engine/runtime/EngineEndpoint.cpp" line="13"/>
        <source>The engine address &quot;%1&quot; cannot be used: %2. Use unix:///path/to/socket, npipe:////./pipe/name or tcp://host:port.</source>
        <translation>Die Engine-Adresse „%1“ kann nicht verwendet werden: %2. Verwenden Sie unix:///path/to/socket, npipe:////./pipe/name oder tcp://host:port.</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineEndpoint.cpp" line="20"/>
        <source>it is empty</source>
        <translation>sie ist leer</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineEndpoint.cpp" line="32"/>
        <source>the socket path must be absolute</source>
        <translation>der Socket-Pfad muss absolut sein</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineEndpoint.cpp" line="45"/>
        <source>the host name is missing</source>
        <translation>der Hostname fehlt</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineEndpoint.cpp" line="52"/>
        <source>ssh:// engines are not supported yet</source>
        <translation>ssh://-Engines werden noch nicht unterstützt</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineEndpoint.cpp" line="53"/>
        <source>the scheme is not recognised</source>
        <translation>das Schema ist unbekannt</translation>
    </message>
</context>
<context>
    <name>EngineOrigins</name>
    <message>
        <location filename="../engine/runtime/EngineDiscovery.cpp" line="21"/>
        <source>setting</source>
        <translation>Einstellung</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDiscovery.cpp" line="27"/>
        <source>rootless Podman socket</source>
        <translation>Podman-Socket ohne Root-Rechte</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDiscovery.cpp" line="29"/>
        <source>rootful Podman socket</source>
        <translation>Podman-Socket mit Root-Rechten</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDiscovery.cpp" line="31"/>
        <source>Docker socket</source>
        <translation>Docker-Socket</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDiscovery.cpp" line="33"/>
        <source>Docker Desktop</source>
        <translation>Docker Desktop</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDiscovery.cpp" line="35"/>
        <source>podman machine</source>
        <translation>podman machine</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDiscovery.cpp" line="37"/>
        <source>embedded Podman service</source>
        <translation>Shadowbox-eigener Podman-Dienst</translation>
    </message>
</context>
<context>
    <name>FileLock</name>
    <message>
        <location filename="../engine/core/FileLock.cpp" line="102"/>
        <source>Cannot open the lock file %1 (error %2). Check the permissions of its folder.</source>
        <translation>Die Sperrdatei %1 kann nicht geöffnet werden (Fehler %2). Prüfen Sie die Berechtigungen ihres Ordners.</translation>
    </message>
    <message>
        <location filename="../engine/core/FileLock.cpp" line="117"/>
        <location filename="../engine/core/FileLock.cpp" line="177"/>
        <source>%1 is locked by another Shadowbox process.</source>
        <translation>%1 ist von einem anderen Shadowbox-Prozess gesperrt.</translation>
    </message>
    <message>
        <location filename="../engine/core/FileLock.cpp" line="119"/>
        <location filename="../engine/core/FileLock.cpp" line="179"/>
        <source>Waiting for %1 was canceled.</source>
        <translation>Das Warten auf %1 wurde abgebrochen.</translation>
    </message>
    <message>
        <location filename="../engine/core/FileLock.cpp" line="121"/>
        <location filename="../engine/core/FileLock.cpp" line="181"/>
        <source>%1 stayed locked by another Shadowbox process.</source>
        <translation>%1 blieb von einem anderen Shadowbox-Prozess gesperrt.</translation>
    </message>
    <message>
        <location filename="../engine/core/FileLock.cpp" line="160"/>
        <source>Cannot open the lock file %1: %2. Check the permissions of its folder.</source>
        <translation>Die Sperrdatei %1 kann nicht geöffnet werden: %2. Prüfen Sie die Berechtigungen ihres Ordners.</translation>
    </message>
    <message>
        <location filename="../engine/core/FileLock.cpp" line="171"/>
        <source>Cannot lock %1: %2.</source>
        <translation>%1 kann nicht gesperrt werden: %2.</translation>
    </message>
</context>
<context>
    <name>FileOwner</name>
    <message>
        <location filename="../engine/core/FileOwner.cpp" line="81"/>
        <source>Cannot open %1: %2.</source>
        <translation>%1 lässt sich nicht öffnen: %2.</translation>
    </message>
    <message>
        <location filename="../engine/core/FileOwner.cpp" line="88"/>
        <location filename="../engine/core/FileOwner.cpp" line="98"/>
        <source>Cannot give %1 to user %2: %3.</source>
        <translation>%1 lässt sich nicht an Benutzer %2 übergeben: %3.</translation>
    </message>
</context>
<context>
    <name>Format</name>
    <message>
        <location filename="../engine/core/Formatting.cpp" line="16"/>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <location filename="../engine/core/Formatting.cpp" line="17"/>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <location filename="../engine/core/Formatting.cpp" line="30"/>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <location filename="../engine/core/Formatting.cpp" line="32"/>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <location filename="../engine/core/Formatting.cpp" line="11"/>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <location filename="../engine/core/Formatting.cpp" line="13"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
</context>
<context>
    <name>GatewayImage</name>
    <message>
        <location filename="../engine/gateway/GatewayImage.cpp" line="77"/>
        <source>The network gateway program (shadowbox-gateway) is missing: it belongs beside the shadowbox executable. Reinstall Shadowbox, or build it with scripts/build.sh.</source>
        <translation>Das Netzwerk-Gateway-Programm (shadowbox-gateway) fehlt: Es gehört neben die ausführbare Datei shadowbox. Installieren Sie Shadowbox neu oder bauen Sie es mit scripts/build.sh.</translation>
    </message>
    <message>
        <location filename="../engine/gateway/GatewayImage.cpp" line="83"/>
        <source>Cannot read %1: %2.</source>
        <translation>%1 kann nicht gelesen werden: %2.</translation>
    </message>
</context>
<context>
    <name>GatewayMocks</name>
    <message>
        <location filename="../engine/gateway/GatewayMocks.cpp" line="123"/>
        <source>Sandbox &quot;%1&quot; has no network gateway (it was made with no network, or by an earlier Shadowbox), so it cannot have mocks. Create a new sandbox with the gateway (its forks have no gateway either).</source>
        <translation>Die Sandbox „%1“ hat kein Netzwerk-Gateway (sie wurde ohne Netzwerk oder von einem älteren Shadowbox erstellt) und kann daher keine Mocks haben. Erstellen Sie eine neue Sandbox mit Gateway (auch ihre Forks haben keines).</translation>
    </message>
    <message>
        <location filename="../engine/gateway/GatewayMocks.cpp" line="129"/>
        <source>Sandbox &quot;%1&quot; is %2: start it to change or read its mocks.</source>
        <translation>Die Sandbox „%1“ ist %2: Starten Sie sie, um ihre Mocks zu ändern oder zu lesen.</translation>
    </message>
    <message>
        <location filename="../engine/gateway/GatewayMocks.cpp" line="147"/>
        <source>The network gateway of sandbox &quot;%1&quot; does not answer on %2 (%3). Restart the sandbox.</source>
        <translation>Das Netzwerk-Gateway der Sandbox „%1“ antwortet nicht auf %2 (%3). Starten Sie die Sandbox neu.</translation>
    </message>
    <message>
        <location filename="../engine/gateway/GatewayMocks.cpp" line="93"/>
        <source>no answer within %1 seconds</source>
        <translation>keine Antwort innerhalb von %1 Sekunden</translation>
    </message>
    <message>
        <location filename="../engine/gateway/GatewayMocks.cpp" line="102"/>
        <source>an answer larger than %1 MiB</source>
        <translation>eine Antwort größer als %1 MiB</translation>
    </message>
    <message>
        <location filename="../engine/gateway/GatewayMocks.cpp" line="167"/>
        <source>The gateway refused %1 %2 (HTTP %3).</source>
        <translation>Das Gateway hat %1 %2 abgelehnt (HTTP %3).</translation>
    </message>
    <message>
        <location filename="../engine/gateway/GatewayMocks.cpp" line="181"/>
        <source>%1 does not answer as WireMock&apos;s admin API does (%2).</source>
        <translation>%1 antwortet nicht, wie die Admin-API von WireMock antwortet (%2).</translation>
    </message>
    <message>
        <location filename="../engine/gateway/GatewayMocks.cpp" line="184"/>
        <source>the sandbox&apos;s gateway was made by an earlier Shadowbox, which cannot reach it</source>
        <translation>das Gateway der Sandbox stammt von einem früheren Shadowbox, das ihn nicht erreichen kann</translation>
    </message>
    <message>
        <location filename="../engine/gateway/GatewayMocks.cpp" line="204"/>
        <source>the gateway did not say whether it reached it</source>
        <translation>das Gateway hat nicht gesagt, ob es ihn erreicht hat</translation>
    </message>
    <message>
        <location filename="../engine/gateway/GatewayMocks.cpp" line="234"/>
        <source>its answer to %1 is not JSON</source>
        <translation>seine Antwort auf %1 ist kein JSON</translation>
    </message>
    <message>
        <location filename="../engine/gateway/GatewayMocks.cpp" line="258"/>
        <source>Sandbox &quot;%1&quot; has no mock server of its own: its gateway answers the mocked hosts from the stubs Shadowbox keeps (shadowbox mocks list %1).</source>
        <translation>Sandbox „%1“ hat keinen eigenen Mock-Server: ihr Gateway beantwortet die nachgebildeten Hosts aus den Stubs, die Shadowbox aufbewahrt (shadowbox mocks list %1).</translation>
    </message>
    <message>
        <location filename="../engine/gateway/GatewayMocks.cpp" line="224"/>
        <source>it has no such stub (HTTP 404)</source>
        <translation>einen solchen Stub hat er nicht (HTTP 404)</translation>
    </message>
    <message>
        <location filename="../engine/gateway/GatewayMocks.cpp" line="224"/>
        <source>HTTP %1</source>
        <translation>HTTP %1</translation>
    </message>
    <message>
        <location filename="../engine/gateway/GatewayMocks.cpp" line="226"/>
        <source>%1 refused %2: %3.</source>
        <translation>%1 hat %2 abgelehnt: %3.</translation>
    </message>
    <message>
        <location filename="../engine/gateway/GatewayMocks.cpp" line="229"/>
        <source>HTTP %1 to %2</source>
        <translation>HTTP %1 auf %2</translation>
    </message>
    <message>
        <location filename="../engine/gateway/GatewayMocks.cpp" line="263"/>
        <source>Sandbox &quot;%1&quot; is %2: start it to reach %3 and its stubs.</source>
        <translation>Sandbox „%1“ ist %2: starten Sie sie, um %3 und seine Stubs zu erreichen.</translation>
    </message>
    <message>
        <location filename="../engine/gateway/GatewayMocks.cpp" line="294"/>
        <source>Stub %1 of %2 is not a JSON object.</source>
        <translation>Stub %1 von %2 ist kein JSON-Objekt.</translation>
    </message>
    <message>
        <location filename="../engine/gateway/GatewayMocks.cpp" line="309"/>
        <source>%1 did not answer the stub it was given.</source>
        <translation>%1 hat auf den Stub, den er bekam, nicht geantwortet.</translation>
    </message>
    <message>
        <location filename="../engine/gateway/GatewayMocks.cpp" line="328"/>
        <source>A stub is one JSON object: %1 at byte %2.</source>
        <translation>Ein Stub ist ein JSON-Objekt: %1 bei Byte %2.</translation>
    </message>
    <message>
        <location filename="../engine/gateway/GatewayMocks.cpp" line="38"/>
        <source>Cannot write %1: %2.</source>
        <translation>%1 kann nicht geschrieben werden: %2.</translation>
    </message>
    <message>
        <location filename="../engine/gateway/GatewayMocks.cpp" line="463"/>
        <source>Cannot remove %1.</source>
        <translation>%1 kann nicht entfernt werden.</translation>
    </message>
    <message>
        <location filename="../engine/gateway/GatewayMocks.cpp" line="501"/>
        <source>The mocks are not valid JSON: %1 at byte %2.</source>
        <translation>Die Mocks sind kein gültiges JSON: %1 bei Byte %2.</translation>
    </message>
    <message>
        <location filename="../engine/gateway/GatewayMocks.cpp" line="521"/>
        <source>The file holds no stubs.</source>
        <translation>Die Datei enthält keine Stubs.</translation>
    </message>
    <message>
        <location filename="../engine/gateway/GatewayMocks.cpp" line="555"/>
        <source>&quot;%1&quot; is not a stub id.</source>
        <translation>„%1“ ist keine Stub-ID.</translation>
    </message>
    <message>
        <location filename="../engine/gateway/GatewayMocks.cpp" line="580"/>
        <source>The stub is not valid JSON: %1 at byte %2.</source>
        <translation>Der Stub ist kein gültiges JSON: %1 bei Byte %2.</translation>
    </message>
    <message>
        <location filename="../engine/gateway/GatewayMocks.cpp" line="581"/>
        <source>A stub is one JSON object with &quot;request&quot; and &quot;response&quot;.</source>
        <translation>Ein Stub ist ein JSON-Objekt mit „request“ und „response“.</translation>
    </message>
    <message>
        <location filename="../engine/gateway/GatewayMocks.cpp" line="743"/>
        <source>distance %1, as the server measures it</source>
        <translation>Abstand %1, wie der Server ihn misst</translation>
    </message>
    <message>
        <location filename="../engine/gateway/GatewayMocks.cpp" line="804"/>
        <source>The network gateway of sandbox &quot;%1&quot; names a policy Shadowbox does not know (&quot;%2&quot;).</source>
        <translation>Das Netzwerk-Gateway der Sandbox „%1“ nennt eine Richtlinie, die Shadowbox nicht kennt („%2“).</translation>
    </message>
    <message>
        <location filename="../engine/gateway/GatewayMocks.cpp" line="841"/>
        <source>Sandbox &quot;%1&quot; has no network gateway (it was made with no network, or by an earlier Shadowbox), so its network stays none. Create a sandbox with the gateway for %2.</source>
        <translation>Die Sandbox „%1“ hat kein Netzwerk-Gateway (sie wurde ohne Netzwerk oder von einem älteren Shadowbox erstellt), daher bleibt ihr Netzwerk none. Erstellen Sie eine Sandbox mit Gateway für %2.</translation>
    </message>
    <message>
        <location filename="../engine/gateway/GatewayMocks.cpp" line="843"/>
        <source>an allowlist</source>
        <translation>eine Allowlist</translation>
    </message>
    <message>
        <location filename="../engine/gateway/GatewayMocks.cpp" line="848"/>
        <source>Sandbox &quot;%1&quot; is %2: it has no network to change.</source>
        <translation>Die Sandbox „%1“ ist %2: Sie hat kein Netzwerk, das sich ändern ließe.</translation>
    </message>
    <message>
        <location filename="../engine/gateway/GatewayMocks.cpp" line="878"/>
        <source>%1 is not asked which hosts its stubs name: the mock server of sandbox &quot;%2&quot; is %3 now.</source>
        <translation>%1 wird nicht gefragt, welche Hosts seine Stubs nennen: Der Mock-Server der Sandbox „%2“ ist jetzt %3.</translation>
    </message>
    <message>
        <location filename="../engine/gateway/GatewayMocks.cpp" line="881"/>
        <source>%1 is not asked which hosts its stubs name: sandbox &quot;%2&quot; has no mock server of its own any more.</source>
        <translation>%1 wird nicht gefragt, welche Hosts seine Stubs nennen: Die Sandbox „%2“ hat keinen eigenen Mock-Server mehr.</translation>
    </message>
    <message>
        <location filename="../engine/gateway/GatewayMocks.cpp" line="904"/>
        <source>The network gateway of sandbox &quot;%1&quot; was made by an earlier Shadowbox and has no way out to the network, so it can only mock (mocks-only) or refuse (none). Fork the sandbox or create a new one for %2.</source>
        <translation>Das Netzwerk-Gateway der Sandbox „%1“ stammt von einem früheren Shadowbox und hat keinen Weg ins Netz; es kann nur nachbilden (mocks-only) oder abweisen (none). Verzweigen Sie die Sandbox oder erstellen Sie eine neue für %2.</translation>
    </message>
    <message>
        <location filename="../engine/gateway/GatewayMocks.cpp" line="910"/>
        <source>The network gateway of sandbox &quot;%1&quot; was made by an earlier Shadowbox and cannot record: it passes the hosts it lets through unopened. Fork the sandbox or create a new one to record.</source>
        <translation>Das Netzwerk-Gateway der Sandbox „%1“ wurde von einem früheren Shadowbox angelegt und kann nicht aufzeichnen: Es lässt die freigegebenen Hosts ungeöffnet durch. Forken Sie die Sandbox oder legen Sie eine neue an, um aufzuzeichnen.</translation>
    </message>
    <message>
        <location filename="../engine/gateway/GatewayMocks.cpp" line="916"/>
        <source>The network gateway of sandbox &quot;%1&quot; was made by an earlier Shadowbox and cannot hand the mocked hosts to a mock server of your own. Fork the sandbox or create a new one for that.</source>
        <translation>Das Netz-Gateway der Sandbox &quot;%1&quot; stammt von einem früheren Shadowbox und kann die nachgebildeten Hosts keinem eigenen Mock-Server übergeben. Forken Sie die Sandbox oder legen Sie dafür eine neue an.</translation>
    </message>
    <message>
        <location filename="../engine/gateway/GatewayMocks.cpp" line="946"/>
        <source>%1 Only the names given resolve to it; set it again once it runs to ask again.</source>
        <translation>%1 Nur die angegebenen Namen werden zu ihm aufgelöst; setzen Sie ihn erneut, sobald er läuft, um wieder zu fragen.</translation>
    </message>
    <message>
        <location filename="../engine/gateway/GatewayMocks.cpp" line="949"/>
        <source>%1 says its own stubs name no host.</source>
        <translation>%1 sagt, dass seine eigenen Stubs keinen Host nennen.</translation>
    </message>
    <message>
        <location filename="../engine/gateway/GatewayMocks.cpp" line="950"/>
        <source>%1 says its own stubs name %2: they are mocked hosts too.</source>
        <translation>%1 sagt, dass seine eigenen Stubs %2 nennen: Auch sie sind nachgebildete Hosts.</translation>
    </message>
    <message>
        <location filename="../engine/gateway/GatewayMocks.cpp" line="973"/>
        <source>The network gateway of sandbox &quot;%1&quot; still enforces %2 after %3 seconds%4. Restart the sandbox.</source>
        <translation>Das Netzwerk-Gateway der Sandbox „%1“ setzt nach %3 Sekunden noch %2 durch%4. Starten Sie die Sandbox neu.</translation>
    </message>
</context>
<context>
    <name>GitObjects</name>
    <message>
        <location filename="../engine/git/GitObjects.cpp" line="35"/>
        <source>Cannot read the object %1</source>
        <translation>Das Objekt %1 kann nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../engine/git/GitObjects.cpp" line="45"/>
        <source>Cannot read the commit %1</source>
        <translation>Der Commit %1 kann nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../engine/git/GitObjects.cpp" line="53"/>
        <source>Cannot read the tree %1</source>
        <translation>Der Tree %1 kann nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../engine/git/GitObjects.cpp" line="65"/>
        <source>Cannot write the object %1</source>
        <translation>Das Objekt %1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <location filename="../engine/git/GitObjects.cpp" line="96"/>
        <source>Cannot open an object database: %1</source>
        <translation>Eine Objektdatenbank kann nicht geöffnet werden: %1</translation>
    </message>
</context>
<context>
    <name>GitRepository</name>
    <message>
        <location filename="../engine/git/GitRepository.cpp" line="79"/>
        <source>unknown libgit2 error</source>
        <translation>unbekannter libgit2-Fehler</translation>
    </message>
    <message>
        <location filename="../engine/git/GitRepository.cpp" line="89"/>
        <source>The folder %1 does not exist. Pick an existing git repository.</source>
        <translation>Der Ordner %1 existiert nicht. Wählen Sie ein vorhandenes Git-Repository.</translation>
    </message>
    <message>
        <location filename="../engine/git/GitRepository.cpp" line="93"/>
        <source>%1 is a file, not a folder. Pick the folder of a git repository.</source>
        <translation>%1 ist eine Datei, kein Ordner. Wählen Sie den Ordner eines Git-Repositorys.</translation>
    </message>
    <message>
        <location filename="../engine/git/GitRepository.cpp" line="102"/>
        <source>Git refuses to open the repository %1 because it belongs to another user (%2), and git opens other users&apos; repositories only when they are marked as safe. If you trust it, mark it with `git config --global --add safe.directory %1` and try again.</source>
        <translation>Git verweigert das Öffnen des Repositorys %1, weil es einem anderen Benutzer gehört (%2), und Git öffnet Repositorys anderer Benutzer nur, wenn sie als sicher markiert sind. Wenn Sie ihm vertrauen, markieren Sie es mit `git config --global --add safe.directory %1` und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <location filename="../engine/git/GitRepository.cpp" line="105"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location filename="../engine/git/GitRepository.cpp" line="124"/>
        <source>%1 is a folder inside the git repository %2. Pick the repository&apos;s top folder, %2.</source>
        <translation>%1 ist ein Ordner innerhalb des Git-Repositorys %2. Wählen Sie den obersten Ordner des Repositorys, %2.</translation>
    </message>
    <message>
        <location filename="../engine/git/GitRepository.cpp" line="131"/>
        <source>%1 is not a git repository (it has no .git). Pick the top folder of a repository, or run `git init &amp;&amp; git add -A &amp;&amp; git commit -m initial` there first.</source>
        <translation>%1 ist kein Git-Repository (es gibt kein .git). Wählen Sie den obersten Ordner eines Repositorys, oder führen Sie dort zuerst `git init &amp;&amp; git add -A &amp;&amp; git commit -m initial` aus.</translation>
    </message>
    <message>
        <location filename="../engine/git/GitRepository.cpp" line="136"/>
        <source>Cannot open the git repository at %1: %2.</source>
        <translation>Das Git-Repository unter %1 kann nicht geöffnet werden: %2.</translation>
    </message>
    <message>
        <location filename="../engine/git/GitRepository.cpp" line="142"/>
        <source>%1 is a bare repository without a working tree. Pick a clone with checked-out files.</source>
        <translation>%1 ist ein Bare-Repository ohne Arbeitsverzeichnis. Wählen Sie einen Klon mit ausgecheckten Dateien.</translation>
    </message>
    <message>
        <location filename="../engine/git/GitRepository.cpp" line="162"/>
        <source>Cannot read HEAD: %1.</source>
        <translation>HEAD kann nicht gelesen werden: %1.</translation>
    </message>
    <message>
        <location filename="../engine/git/GitRepository.cpp" line="189"/>
        <source>Cannot read the repository&apos;s status: %1.</source>
        <translation>Der Status des Repositorys kann nicht gelesen werden: %1.</translation>
    </message>
</context>
<context>
    <name>HarImport</name>
    <message>
        <location filename="../engine/gateway/HarImport.cpp" line="48"/>
        <source>The file is not a HAR recording: it has no log.entries list.</source>
        <translation>Die Datei ist keine HAR-Aufzeichnung: Sie hat keine Liste log.entries.</translation>
    </message>
    <message>
        <location filename="../engine/gateway/HarImport.cpp" line="63"/>
        <source>Entry %1 (%2 %3) is left out: %4.</source>
        <translation>Eintrag %1 (%2 %3) wird ausgelassen: %4.</translation>
    </message>
    <message>
        <location filename="../engine/gateway/HarImport.cpp" line="69"/>
        <source>its URL is not an http or https URL with a host</source>
        <translation>seine URL ist keine http- oder https-URL mit Host</translation>
    </message>
    <message>
        <location filename="../engine/gateway/HarImport.cpp" line="73"/>
        <source>it has no method</source>
        <translation>er hat keine Methode</translation>
    </message>
    <message>
        <location filename="../engine/gateway/HarImport.cpp" line="77"/>
        <source>it got no answer (status %1)</source>
        <translation>er bekam keine Antwort (Status %1)</translation>
    </message>
    <message>
        <location filename="../engine/gateway/HarImport.cpp" line="106"/>
        <source>the same request was recorded before, and the first answer is kept</source>
        <translation>dieselbe Anfrage wurde schon vorher aufgezeichnet, und die erste Antwort bleibt</translation>
    </message>
    <message>
        <location filename="../engine/gateway/HarImport.cpp" line="140"/>
        <source>HAR: %1 %2</source>
        <translation>HAR: %1 %2</translation>
    </message>
    <message>
        <location filename="../engine/gateway/HarImport.cpp" line="146"/>
        <source>The HAR recording holds no request with an answer to make a stub of (%1 entries).</source>
        <translation>Die HAR-Aufzeichnung enthält keine Anfrage mit Antwort, aus der sich ein Stub machen ließe (%1 Einträge).</translation>
    </message>
</context>
<context>
    <name>HazardCounts</name>
    <message>
        <location filename="../engine/sandbox/WorkspaceHazards.cpp" line="104"/>
        <source>setuid or setgid files: %1</source>
        <translation>Dateien mit setuid oder setgid: %1</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/WorkspaceHazards.cpp" line="106"/>
        <source>device nodes: %1</source>
        <translation>Gerätedateien: %1</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/WorkspaceHazards.cpp" line="108"/>
        <source>fifos: %1</source>
        <translation>FIFOs: %1</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/WorkspaceHazards.cpp" line="110"/>
        <source>sockets: %1</source>
        <translation>Sockets: %1</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/WorkspaceHazards.cpp" line="112"/>
        <source>links pointing outside the workspace: %1</source>
        <translation>Links, die aus dem Arbeitsbereich hinauszeigen: %1</translation>
    </message>
</context>
<context>
    <name>HttpResponseParser</name>
    <message>
        <location filename="../engine/runtime/HttpResponseParser.cpp" line="63"/>
        <source>The container engine sent a malformed HTTP answer (%1). Check that the address points at a Docker-compatible API.</source>
        <translation>Die Container-Engine hat eine fehlerhafte HTTP-Antwort gesendet (%1). Prüfen Sie, ob die Adresse auf eine Docker-kompatible API zeigt.</translation>
    </message>
    <message>
        <location filename="../engine/runtime/HttpResponseParser.cpp" line="133"/>
        <source>The container engine closed the connection without answering. It may have stopped or crashed.</source>
        <translation>Die Container-Engine hat die Verbindung ohne Antwort geschlossen. Möglicherweise wurde sie beendet oder ist abgestürzt.</translation>
    </message>
    <message>
        <location filename="../engine/runtime/HttpResponseParser.cpp" line="137"/>
        <source>The container engine closed the connection in the middle of its answer. It may have stopped or crashed.</source>
        <translation>Die Container-Engine hat die Verbindung mitten in ihrer Antwort geschlossen. Möglicherweise wurde sie beendet oder ist abgestürzt.</translation>
    </message>
</context>
<context>
    <name>HunkSelection</name>
    <message>
        <location filename="../engine/review/HunkSelection.cpp" line="79"/>
        <location filename="../engine/review/HunkSelection.cpp" line="92"/>
        <location filename="../engine/review/HunkSelection.cpp" line="107"/>
        <source>The change could not be compared (%1).</source>
        <translation>Die Änderung konnte nicht verglichen werden (%1).</translation>
    </message>
    <message>
        <location filename="../engine/review/HunkSelection.cpp" line="141"/>
        <source>A binary file has no hunks: it is approved or rejected as a whole.</source>
        <translation>Eine Binärdatei hat keine Abschnitte: Sie wird als Ganzes angenommen oder abgelehnt.</translation>
    </message>
    <message>
        <location filename="../engine/review/HunkSelection.cpp" line="148"/>
        <source>The change does not belong to these versions of the file (hunk %1).</source>
        <translation>Die Änderung gehört nicht zu diesen Fassungen der Datei (Abschnitt %1).</translation>
    </message>
</context>
<context>
    <name>ImageArchive</name>
    <message>
        <location filename="../engine/runtime/ImageArchive.cpp" line="34"/>
        <source>Cannot start the image archive: %1.</source>
        <translation>Das Image-Archiv kann nicht begonnen werden: %1.</translation>
    </message>
    <message>
        <location filename="../engine/runtime/ImageArchive.cpp" line="59"/>
        <source>Cannot write %1 into the image archive: %2.</source>
        <translation>%1 kann nicht in das Image-Archiv geschrieben werden: %2.</translation>
    </message>
    <message>
        <location filename="../engine/runtime/ImageArchive.cpp" line="83"/>
        <source>Cannot write the image archive: %1.</source>
        <translation>Das Image-Archiv kann nicht geschrieben werden: %1.</translation>
    </message>
</context>
<context>
    <name>ImageReference</name>
    <message>
        <location filename="../engine/runtime/ImageReference.cpp" line="11"/>
        <source>The image name &quot;%1&quot; is not valid: %2. Image names look like debian:bookworm, ghcr.io/owner/name:1.2 or name@sha256:….</source>
        <translation>Der Image-Name „%1“ ist ungültig: %2. Image-Namen sehen aus wie debian:bookworm, ghcr.io/owner/name:1.2 oder name@sha256:….</translation>
    </message>
    <message>
        <location filename="../engine/runtime/ImageReference.cpp" line="16"/>
        <source>it is empty</source>
        <translation>er ist leer</translation>
    </message>
    <message>
        <location filename="../engine/runtime/ImageReference.cpp" line="19"/>
        <source>it contains spaces or control characters</source>
        <translation>er enthält Leerzeichen oder Steuerzeichen</translation>
    </message>
    <message>
        <location filename="../engine/runtime/ImageReference.cpp" line="26"/>
        <source>the digest after &apos;@&apos; must be an algorithm and a hexadecimal hash, such as sha256:…</source>
        <translation>der Digest nach &apos;@&apos; muss aus einem Algorithmus und einem hexadezimalen Hash bestehen, etwa sha256:…</translation>
    </message>
    <message>
        <location filename="../engine/runtime/ImageReference.cpp" line="34"/>
        <source>the tag after &apos;:&apos; must be 1 to 128 letters, digits, &apos;_&apos;, &apos;.&apos; or &apos;-&apos;, not starting with &apos;.&apos; or &apos;-&apos;</source>
        <translation>das Tag nach &apos;:&apos; muss aus 1 bis 128 Buchstaben, Ziffern, &apos;_&apos;, &apos;.&apos; oder &apos;-&apos; bestehen und darf nicht mit &apos;.&apos; oder &apos;-&apos; beginnen</translation>
    </message>
    <message>
        <location filename="../engine/runtime/ImageReference.cpp" line="39"/>
        <source>the repository name is missing</source>
        <translation>der Repository-Name fehlt</translation>
    </message>
    <message>
        <location filename="../engine/runtime/ImageReference.cpp" line="41"/>
        <source>the repository name is longer than 255 characters</source>
        <translation>der Repository-Name ist länger als 255 Zeichen</translation>
    </message>
    <message>
        <location filename="../engine/runtime/ImageReference.cpp" line="50"/>
        <source>the registry &quot;%1&quot; is not a host name with an optional port</source>
        <translation>die Registry „%1“ ist kein Hostname mit optionalem Port</translation>
    </message>
    <message>
        <location filename="../engine/runtime/ImageReference.cpp" line="59"/>
        <source>the repository path must be lowercase</source>
        <translation>der Repository-Pfad muss kleingeschrieben sein</translation>
    </message>
    <message>
        <location filename="../engine/runtime/ImageReference.cpp" line="60"/>
        <source>&quot;%1&quot; is not a valid path component (lowercase letters and digits, separated by &apos;.&apos;, &apos;_&apos;, &apos;__&apos; or &apos;-&apos;)</source>
        <translation>„%1“ ist kein gültiger Pfadbestandteil (Kleinbuchstaben und Ziffern, getrennt durch &apos;.&apos;, &apos;_&apos;, &apos;__&apos; oder &apos;-&apos;)</translation>
    </message>
</context>
<context>
    <name>JsonLinesDecoder</name>
    <message>
        <location filename="../engine/runtime/StreamDecoders.cpp" line="71"/>
        <source>The engine sent a progress line that is not JSON: %1</source>
        <translation>Die Engine hat eine Fortschrittszeile gesendet, die kein JSON ist: %1</translation>
    </message>
</context>
<context>
    <name>JsonRpc</name>
    <message>
        <location filename="../engine/agents/JsonRpc.cpp" line="29"/>
        <source>A JSON-RPC message must be a JSON object.</source>
        <translation>Eine JSON-RPC-Nachricht muss ein JSON-Objekt sein.</translation>
    </message>
    <message>
        <location filename="../engine/agents/JsonRpc.cpp" line="36"/>
        <source>The message lacks &quot;jsonrpc&quot;: &quot;2.0&quot;.</source>
        <translation>Der Nachricht fehlt &quot;jsonrpc&quot;: &quot;2.0&quot;.</translation>
    </message>
    <message>
        <location filename="../engine/agents/JsonRpc.cpp" line="45"/>
        <source>The message has neither a &quot;method&quot; nor a &quot;result&quot; or &quot;error&quot;.</source>
        <translation>Die Nachricht hat weder „method“ noch „result“ oder „error“.</translation>
    </message>
    <message>
        <location filename="../engine/agents/JsonRpc.cpp" line="49"/>
        <source>&quot;method&quot; must be a non-empty string.</source>
        <translation>„method“ muss eine nicht leere Zeichenkette sein.</translation>
    </message>
    <message>
        <location filename="../engine/agents/JsonRpc.cpp" line="56"/>
        <source>&quot;params&quot; must be a JSON object.</source>
        <translation>„params“ muss ein JSON-Objekt sein.</translation>
    </message>
    <message>
        <location filename="../engine/agents/JsonRpc.cpp" line="66"/>
        <source>&quot;id&quot; must be a string or an integer (never null).</source>
        <translation>„id“ muss eine Zeichenkette oder eine ganze Zahl sein (nie null).</translation>
    </message>
    <message>
        <location filename="../engine/agents/JsonRpc.cpp" line="84"/>
        <source>The line is not valid JSON (%1 at byte %2).</source>
        <translation>Die Zeile ist kein gültiges JSON (%1 bei Byte %2).</translation>
    </message>
    <message>
        <location filename="../engine/agents/JsonRpc.cpp" line="94"/>
        <source>An empty batch holds no request.</source>
        <translation>Ein leerer Batch enthält keine Anfrage.</translation>
    </message>
</context>
<context>
    <name>McpServer</name>
    <message>
        <location filename="../engine/agents/McpServer.cpp" line="140"/>
        <source>Shadowbox&apos;s MCP server has no method &quot;%1&quot;; it offers tools (tools/list, tools/call) and ping.</source>
        <translation>Der MCP-Server von Shadowbox hat keine Methode „%1“; er bietet Tools (tools/list, tools/call) und ping.</translation>
    </message>
    <message>
        <location filename="../engine/agents/McpServer.cpp" line="150"/>
        <source>initialize needs &quot;protocolVersion&quot;: the newest MCP revision the client speaks.</source>
        <translation>initialize braucht „protocolVersion“: die neueste MCP-Revision, die der Client spricht.</translation>
    </message>
    <message>
        <location filename="../engine/agents/McpServer.cpp" line="216"/>
        <source>tools/call needs &quot;name&quot;: one of the tools tools/list returns.</source>
        <translation>tools/call braucht „name“: eines der Tools, die tools/list zurückgibt.</translation>
    </message>
    <message>
        <location filename="../engine/agents/McpServer.cpp" line="226"/>
        <source>There is no tool &quot;%1&quot;. Call tools/list for the tools Shadowbox offers.</source>
        <translation>Es gibt kein Tool „%1“. Rufen Sie tools/list auf, um die Tools zu sehen, die Shadowbox anbietet.</translation>
    </message>
    <message>
        <location filename="../engine/agents/McpServer.cpp" line="240"/>
        <source>A request with the id %1 is still running; every request needs an id of its own.</source>
        <translation>Eine Anfrage mit der ID %1 läuft noch; jede Anfrage braucht eine eigene ID.</translation>
    </message>
</context>
<context>
    <name>Migrations</name>
    <message>
        <location filename="../engine/store/Migrations.cpp" line="268"/>
        <source>Cannot read the database version: %1.</source>
        <translation>Die Datenbankversion kann nicht gelesen werden: %1.</translation>
    </message>
    <message>
        <location filename="../engine/store/Migrations.cpp" line="285"/>
        <source>Cannot read the database&apos;s columns: %1.</source>
        <translation>Die Spalten der Datenbank können nicht gelesen werden: %1.</translation>
    </message>
    <message>
        <location filename="../engine/store/Migrations.cpp" line="297"/>
        <source>The database %1 was written by a newer Shadowbox (schema %2, this version knows up to %3). Update Shadowbox, or point SHADOWBOX_DATA_DIR at another folder.</source>
        <translation>Die Datenbank %1 wurde von einer neueren Shadowbox-Version geschrieben (Schema %2, diese Version kennt bis %3). Aktualisieren Sie Shadowbox, oder lassen Sie SHADOWBOX_DATA_DIR auf einen anderen Ordner zeigen.</translation>
    </message>
    <message>
        <location filename="../engine/store/Migrations.cpp" line="326"/>
        <source>Cannot start upgrading the database %1 (%2). If another Shadowbox is upgrading it, try again in a moment.</source>
        <translation>Die Aktualisierung der Datenbank %1 kann nicht beginnen (%2). Wenn ein anderes Shadowbox sie gerade aktualisiert, versuchen Sie es gleich noch einmal.</translation>
    </message>
    <message>
        <location filename="../engine/store/Migrations.cpp" line="332"/>
        <source>Upgrading the database to schema %1 failed (%2); nothing was changed.</source>
        <translation>Die Aktualisierung der Datenbank auf Schema %1 ist fehlgeschlagen (%2); es wurde nichts geändert.</translation>
    </message>
</context>
<context>
    <name>MockServer</name>
    <message>
        <location filename="../engine/core/SandboxTypes.cpp" line="164"/>
        <source>%1 at %2</source>
        <comment>a mock server&apos;s name and address</comment>
        <translation>%1 auf %2</translation>
    </message>
</context>
<context>
    <name>MultiplexedStreamDecoder</name>
    <message>
        <location filename="../engine/runtime/StreamDecoders.cpp" line="25"/>
        <source>The command&apos;s output stream is not in the expected multiplexed format (bad frame header).</source>
        <translation>Der Ausgabestrom des Befehls hat nicht das erwartete Multiplex-Format (ungültiger Frame-Header).</translation>
    </message>
</context>
<context>
    <name>OrphanGroup</name>
    <message>
        <location filename="../engine/sandbox/Reconciler.cpp" line="33"/>
        <source>snapshot images of %1: %2</source>
        <translation>Snapshot-Images von %1: %2</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/Reconciler.cpp" line="35"/>
        <source>workspace folder %1</source>
        <translation>Arbeitsordner %1</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/Reconciler.cpp" line="37"/>
        <source>snapshot store %1</source>
        <translation>Snapshot-Speicher %1</translation>
    </message>
</context>
<context>
    <name>PodmanService</name>
    <message>
        <location filename="../engine/runtime/PodmanService.cpp" line="120"/>
        <location filename="../engine/runtime/PodmanService.cpp" line="299"/>
        <source>Cannot create %1 for the Podman service. Check the permissions of the folder.</source>
        <translation>%1 kann für den Podman-Dienst nicht angelegt werden. Prüfen Sie die Berechtigungen des Ordners.</translation>
    </message>
    <message>
        <location filename="../engine/runtime/PodmanService.cpp" line="127"/>
        <location filename="../engine/runtime/PodmanService.cpp" line="131"/>
        <location filename="../engine/runtime/PodmanService.cpp" line="336"/>
        <location filename="../engine/runtime/PodmanService.cpp" line="341"/>
        <source>Cannot write %1: %2.</source>
        <translation>%1 kann nicht geschrieben werden: %2.</translation>
    </message>
    <message>
        <location filename="../engine/runtime/PodmanService.cpp" line="143"/>
        <location filename="../engine/runtime/PodmanService.cpp" line="207"/>
        <source>Podman is not installed. Install it (`sudo apt install podman`, `sudo dnf install podman` or `brew install podman`) or start Docker.</source>
        <translation>Podman ist nicht installiert. Installieren Sie es (`sudo apt install podman`, `sudo dnf install podman` oder `brew install podman`), oder starten Sie Docker.</translation>
    </message>
    <message>
        <location filename="../engine/runtime/PodmanService.cpp" line="151"/>
        <source>Another Shadowbox process is starting Shadowbox&apos;s own Podman service, and it did not answer in time. Try again in a moment.</source>
        <translation>Ein anderer Shadowbox-Prozess startet gerade den eigenen Podman-Dienst von Shadowbox, und dieser hat nicht rechtzeitig geantwortet. Versuchen Sie es gleich noch einmal.</translation>
    </message>
    <message>
        <location filename="../engine/runtime/PodmanService.cpp" line="171"/>
        <source>Shadowbox&apos;s own Podman service (process %1) is running but does not answer: %2 It may be stopped or overloaded; if it does not recover, end that process and try again.</source>
        <translation>Der eigene Podman-Dienst von Shadowbox (Prozess %1) läuft, antwortet aber nicht: %2 Möglicherweise ist er angehalten oder überlastet; erholt er sich nicht, beenden Sie diesen Prozess und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <location filename="../engine/runtime/PodmanService.cpp" line="239"/>
        <source>Could not start `podman system service`: %1.</source>
        <translation>`podman system service` konnte nicht gestartet werden: %1.</translation>
    </message>
    <message>
        <location filename="../engine/runtime/PodmanService.cpp" line="258"/>
        <source>Shadowbox started `podman system service`, but it ended before answering. Run `podman info` in a terminal to see what Podman reports. Service output: %1</source>
        <translation>Shadowbox hat `podman system service` gestartet, aber der Dienst wurde beendet, bevor er antwortete. Führen Sie `podman info` in einem Terminal aus, um zu sehen, was Podman meldet. Ausgabe des Dienstes: %1</translation>
    </message>
    <message>
        <location filename="../engine/runtime/PodmanService.cpp" line="260"/>
        <location filename="../engine/runtime/PodmanService.cpp" line="271"/>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <location filename="../engine/runtime/PodmanService.cpp" line="269"/>
        <source>Shadowbox started `podman system service` but it did not answer in time. Run `podman info` in a terminal to see what Podman reports. Service output: %1</source>
        <translation>Shadowbox hat `podman system service` gestartet, aber der Dienst hat nicht rechtzeitig geantwortet. Führen Sie `podman info` in einem Terminal aus, um zu sehen, was Podman meldet. Ausgabe des Dienstes: %1</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <location filename="../widgets/common/Prompter.cpp" line="29"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
</context>
<context>
    <name>ReconcileReport</name>
    <message>
        <location filename="../engine/sandbox/Reconciler.cpp" line="46"/>
        <source>Sandbox &quot;%1&quot; is %2 now, as the engine reports it (it was %3).</source>
        <translation>Die Sandbox „%1“ ist jetzt %2, wie die Engine meldet (vorher %3).</translation>
    </message>
</context>
<context>
    <name>Reconciler</name>
    <message>
        <location filename="../engine/sandbox/Reconciler.cpp" line="159"/>
        <source>Destroying sandbox &quot;%1&quot; had been cut short; it is finished now.</source>
        <translation>Das Löschen der Sandbox „%1“ war abgebrochen worden; es ist jetzt abgeschlossen.</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/Reconciler.cpp" line="162"/>
        <source>Could not finish destroying sandbox &quot;%1&quot;: %2</source>
        <translation>Das Entfernen der Sandbox „%1“ konnte nicht abgeschlossen werden: %2</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/Reconciler.cpp" line="170"/>
        <source>Creating sandbox &quot;%1&quot; had been cut short; what it had made is removed.</source>
        <translation>Das Erstellen der Sandbox „%1“ war abgebrochen worden; was schon angelegt war, ist entfernt.</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/Reconciler.cpp" line="172"/>
        <source>Creation was interrupted and its cleanup is incomplete (%1). Destroy the sandbox to remove the rest.</source>
        <translation>Die Erstellung wurde unterbrochen, und das Aufräumen ist unvollständig (%1). Entfernen Sie die Sandbox, um den Rest zu entfernen.</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/Reconciler.cpp" line="176"/>
        <source>Sandbox &quot;%1&quot; failed: %2</source>
        <translation>Die Sandbox „%1“ ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/Reconciler.cpp" line="200"/>
        <source>Sandbox &quot;%1&quot;: the container %2 that a restore left could not be removed: %3</source>
        <translation>Sandbox „%1“: Der Container %2, den eine Wiederherstellung übrig ließ, konnte nicht entfernt werden: %3</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/Reconciler.cpp" line="205"/>
        <source>Sandbox &quot;%1&quot;: the container %2 that a restore left is removed.</source>
        <translation>Sandbox „%1“: Der Container %2, den eine Wiederherstellung übrig ließ, ist entfernt.</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/Reconciler.cpp" line="208"/>
        <source>Sandbox &quot;%1&quot; was left paused and could not be resumed: %2</source>
        <translation>Die Sandbox „%1“ war noch pausiert und konnte nicht fortgesetzt werden: %2</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/Reconciler.cpp" line="218"/>
        <source>Sandbox &quot;%1&quot; is lost: its container was removed outside Shadowbox. Destroy it to clean up its workspace.</source>
        <translation>Die Sandbox „%1“ ist verloren, weil ihr Container außerhalb von Shadowbox entfernt wurde. Löschen Sie sie, um ihren Arbeitsbereich aufzuräumen.</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/Reconciler.cpp" line="240"/>
        <source>Sandbox &quot;%1&quot; was left as it is: a window or command is working on it right now.</source>
        <translation>Die Sandbox „%1“ blieb unverändert: Ein Fenster oder Befehl arbeitet gerade daran.</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/Reconciler.cpp" line="243"/>
        <source>What Shadowbox keeps under %1 was left as it is: a window or command is making or removing it right now.</source>
        <translation>Was Shadowbox unter %1 aufbewahrt, blieb unverändert: Ein Fenster oder Befehl legt es gerade an oder entfernt es.</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/Reconciler.cpp" line="255"/>
        <source>Sandbox &quot;%1&quot; is still on the internal network an earlier Shadowbox made for it, which on Docker reaches the host&apos;s services: %2 The next reconcile tries again; or destroy the sandbox.</source>
        <translation>Sandbox „%1“ hängt noch am internen Netzwerk, das eine frühere Shadowbox-Version für sie angelegt hat und das unter Docker die Dienste des Hosts erreicht: %2 Der nächste Abgleich versucht es erneut; oder zerstören Sie die Sandbox.</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/Reconciler.cpp" line="287"/>
        <source>Before leaving the internal network</source>
        <translation>Vor dem Verlassen des internen Netzwerks</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/Reconciler.cpp" line="288"/>
        <source>Sandbox &quot;%1&quot; was made again without its internal network, but snapshot %2 (its state from before) could not be labelled, so pruning may remove it: %3</source>
        <translation>Sandbox „%1“ wurde ohne ihr internes Netzwerk neu erstellt, aber Snapshot %2 (ihr Zustand von vorher) konnte nicht beschriftet werden, daher kann das Aufräumen ihn entfernen: %3</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/Reconciler.cpp" line="326"/>
        <source>Sandbox &quot;%1&quot; left its internal network, but the network could not be removed: %2</source>
        <translation>Sandbox „%1“ hat ihr internes Netzwerk verlassen, aber das Netzwerk konnte nicht entfernt werden: %2</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/Reconciler.cpp" line="330"/>
        <source>Sandbox &quot;%1&quot; was on an internal network that an earlier Shadowbox made for it, which on Docker reaches the host&apos;s services. It now has no network at all; its files and system are as they were (snapshot %2 holds them from before). For mocked hosts and controlled egress, make a new sandbox with the gateway.</source>
        <translation>Sandbox „%1“ hing an einem internen Netzwerk, das eine frühere Shadowbox-Version für sie angelegt hat und das unter Docker die Dienste des Hosts erreicht. Sie hat jetzt gar kein Netzwerk; ihre Dateien und ihr System sind unverändert (Snapshot %2 hält den Stand davor). Für gemockte Hosts und kontrollierten ausgehenden Verkehr legen Sie eine neue Sandbox mit dem Gateway an.</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/Reconciler.cpp" line="356"/>
        <source>Sandbox &quot;%1&quot;: a change of its network was cut short, and its gateway could not be given the policy Shadowbox shows (%2) again: %3</source>
        <translation>Sandbox „%1“: Eine Änderung ihres Netzwerks wurde abgebrochen, und ihr Gateway konnte die Richtlinie, die Shadowbox zeigt (%2), nicht wieder erhalten: %3</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/Reconciler.cpp" line="362"/>
        <source>Sandbox &quot;%1&quot;: a change of its network had been cut short; its gateway enforces %2 again, as Shadowbox shows.</source>
        <translation>Sandbox „%1“: Eine Änderung ihres Netzwerks war abgebrochen worden; ihr Gateway setzt wieder %2 durch, wie Shadowbox es zeigt.</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/Reconciler.cpp" line="394"/>
        <source>%1 belongs to sandbox &quot;%2&quot; now, so it is not an orphan; nothing was removed.</source>
        <translation>%1 gehört jetzt zur Sandbox „%2“ und ist daher nicht verwaist; nichts wurde entfernt.</translation>
    </message>
</context>
<context>
    <name>ResidentShell</name>
    <message>
        <location filename="../engine/sandbox/ResidentShell.cpp" line="144"/>
        <source>The engine connection cannot be handed between threads on this system.</source>
        <translation>Die Verbindung zur Engine kann auf diesem System nicht zwischen Threads weitergegeben werden.</translation>
    </message>
</context>
<context>
    <name>ReviewApply</name>
    <message>
        <location filename="../engine/review/ReviewApply.cpp" line="83"/>
        <location filename="../engine/review/ReviewApply.cpp" line="94"/>
        <source>Cannot read a tree</source>
        <translation>Ein Tree kann nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewApply.cpp" line="90"/>
        <source>Cannot write a tree</source>
        <translation>Ein Tree kann nicht geschrieben werden</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewApply.cpp" line="108"/>
        <source>Cannot build the approved tree</source>
        <translation>Der Tree mit den angenommenen Änderungen kann nicht erstellt werden</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewApply.cpp" line="177"/>
        <source>Cannot reach the folder of %1 in the repository without passing through a link or something that is not a folder (%2).</source>
        <translation>Der Ordner von %1 im Repository ist nicht erreichbar, ohne durch einen Link oder etwas zu gehen, das kein Ordner ist (%2).</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewApply.cpp" line="188"/>
        <location filename="../engine/review/ReviewApply.cpp" line="208"/>
        <source>Cannot read %1 in the repository (%2).</source>
        <translation>%1 im Repository kann nicht gelesen werden (%2).</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewApply.cpp" line="211"/>
        <source>Cannot read %1 in the repository.</source>
        <translation>%1 im Repository kann nicht gelesen werden.</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewApply.cpp" line="222"/>
        <source>Cannot make the folder of %1 in the repository without passing through a link or something that is not a folder (%2).</source>
        <translation>Der Ordner von %1 im Repository kann nicht angelegt werden, ohne durch einen Link oder etwas zu gehen, das kein Ordner ist (%2).</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewApply.cpp" line="278"/>
        <source>Cannot write %1 in the repository (%2).</source>
        <translation>%1 im Repository kann nicht geschrieben werden (%2).</translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/review/ReviewApply.cpp" line="340"/>
        <source>Branch %1 made at %2 with %n file(s) changed.</source>
        <translation>
            <numerusform>Branch %1 bei %2 erstellt, mit %n geänderten Datei.</numerusform>
            <numerusform>Branch %1 bei %2 erstellt, mit %n geänderten Dateien.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/review/ReviewApply.cpp" line="344"/>
        <source>%n file(s) written to the working tree.</source>
        <translation>
            <numerusform>%n Datei in das Arbeitsverzeichnis geschrieben.</numerusform>
            <numerusform>%n Dateien in das Arbeitsverzeichnis geschrieben.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/review/ReviewApply.cpp" line="345"/>
        <source>%n file(s) written to the working tree, %1 with conflict markers.</source>
        <translation>
            <numerusform>%n Datei in das Arbeitsverzeichnis geschrieben, %1 mit Konfliktmarkern.</numerusform>
            <numerusform>%n Dateien in das Arbeitsverzeichnis geschrieben, %1 mit Konfliktmarkern.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/review/ReviewApply.cpp" line="348"/>
        <source>Patch %1 written with %n file(s) changed; some lines end in CR LF, so apply it with git am --keep-cr.</source>
        <translation>
            <numerusform>Patch %1 mit %n geänderten Datei geschrieben; einige Zeilen enden auf CR LF, wenden Sie ihn daher mit git am --keep-cr an.</numerusform>
            <numerusform>Patch %1 mit %n geänderten Dateien geschrieben; einige Zeilen enden auf CR LF, wenden Sie ihn daher mit git am --keep-cr an.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/review/ReviewApply.cpp" line="352"/>
        <source>Patch %1 written with %n file(s) changed.</source>
        <translation>
            <numerusform>Patch %1 mit %n geänderten Datei geschrieben.</numerusform>
            <numerusform>Patch %1 mit %n geänderten Dateien geschrieben.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewApply.cpp" line="398"/>
        <source>Never applied: %1</source>
        <translation>Nie übernommen: %1</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewApply.cpp" line="404"/>
        <source>Left out until included explicitly: %1</source>
        <translation>Ausgelassen, bis ausdrücklich aufgenommen: %1</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewApply.cpp" line="443"/>
        <source>Nothing is approved: approve files or hunks first, or name the files to apply.</source>
        <translation>Nichts ist angenommen: Nehmen Sie zuerst Dateien oder Abschnitte an, oder geben Sie die zu übernehmenden Dateien an.</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewApply.cpp" line="446"/>
        <source>Cannot open the snapshot store %1</source>
        <translation>Der Snapshot-Speicher %1 kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewApply.cpp" line="450"/>
        <source>The repository %1 cannot be opened (%2). Was it moved or deleted?</source>
        <translation>Das Repository %1 kann nicht geöffnet werden (%2). Wurde es verschoben oder gelöscht?</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewApply.cpp" line="465"/>
        <source>Applying was canceled; nothing was written.</source>
        <translation>Das Übernehmen wurde abgebrochen; es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewApply.cpp" line="474"/>
        <source>Cannot store the approved %1</source>
        <translation>Die angenommene Fassung von %1 kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewApply.cpp" line="495"/>
        <source>Cannot open the repository&apos;s folder %1 (%2).</source>
        <translation>Der Ordner %1 des Repositorys kann nicht geöffnet werden (%2).</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewApply.cpp" line="515"/>
        <source>%1 in the repository is a folder or a special file now; the approved change to it was not applied. Nothing was written.</source>
        <translation>%1 ist im Repository jetzt ein Ordner oder eine Spezialdatei; die angenommene Änderung daran wurde nicht übernommen. Es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewApply.cpp" line="579"/>
        <source>Cannot merge %1</source>
        <translation>%1 kann nicht zusammengeführt werden</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewApply.cpp" line="596"/>
        <source>Nothing was written: these files were changed in the repository since the sandbox was made, in the same places as the approved changes: %1. Apply as a branch instead, or write the conflicts with markers and resolve them.</source>
        <translation>Es wurde nichts geschrieben: Diese Dateien wurden im Repository seit dem Erstellen der Sandbox an denselben Stellen geändert wie die angenommenen Änderungen: %1. Übernehmen Sie die Änderungen stattdessen als Branch, oder schreiben Sie die Konflikte mit Konfliktmarkern und lösen Sie sie auf.</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewApply.cpp" line="611"/>
        <source>Nothing was written.</source>
        <translation>Es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewApply.cpp" line="630"/>
        <source>%1 is not a commit id.</source>
        <translation>%1 ist keine Commit-ID.</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewApply.cpp" line="634"/>
        <source>The baseline commit %1 cannot be read from the repository: %2</source>
        <translation>Der Commit des Ausgangsstands %1 kann nicht aus dem Repository gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewApply.cpp" line="638"/>
        <source>Cannot read the baseline commit</source>
        <translation>Der Commit des Ausgangsstands kann nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewApply.cpp" line="662"/>
        <location filename="../engine/review/ReviewApply.cpp" line="668"/>
        <location filename="../engine/review/ReviewApply.cpp" line="705"/>
        <source>Cannot read the baseline</source>
        <translation>Der Ausgangsstand kann nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewApply.cpp" line="688"/>
        <source>Inside a submodule: apply it in the submodule&apos;s own repository.</source>
        <translation>Innerhalb eines Submoduls: Übernehmen Sie es im eigenen Repository des Submoduls.</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewApply.cpp" line="700"/>
        <source>Nothing approved can be applied here.</source>
        <translation>Nichts Angenommenes kann hier übernommen werden.</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewApply.cpp" line="718"/>
        <source>%1 cannot be applied without the change that removes %2: approve both or neither. Nothing was written.</source>
        <translation>%1 kann nicht ohne die Änderung übernommen werden, die %2 entfernt: Nehmen Sie beide an oder keine. Es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewApply.cpp" line="743"/>
        <source>Cannot make a commit signature</source>
        <translation>Die Autorenangabe für den Commit kann nicht erstellt werden</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewApply.cpp" line="750"/>
        <location filename="../engine/review/ReviewApply.cpp" line="755"/>
        <source>Cannot make the commit</source>
        <translation>Der Commit kann nicht erstellt werden</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewApply.cpp" line="761"/>
        <source>Baseline of sandbox %1 as copied

The uncommitted and untracked files the repository held when sandbox %1 was made.
</source>
        <translation>Ausgangsstand der Sandbox %1, wie kopiert

Die nicht committeten und unversionierten Dateien, die das Repository enthielt, als die Sandbox %1 erstellt wurde.
</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewApply.cpp" line="770"/>
        <source>Changes reviewed in sandbox %1
</source>
        <translation>In der Sandbox %1 geprüfte Änderungen
</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewApply.cpp" line="782"/>
        <source>&quot;%1&quot; is not a valid branch name. Use letters, digits, &apos;-&apos;, &apos;_&apos;, &apos;/&apos; and &apos;.&apos;, without spaces, &quot;..&quot; or a leading &apos;-&apos;.</source>
        <translation>„%1“ ist kein gültiger Branch-Name. Verwenden Sie Buchstaben, Ziffern, &apos;-&apos;, &apos;_&apos;, &apos;/&apos; und &apos;.&apos;, ohne Leerzeichen, „..“ oder ein führendes &apos;-&apos;.</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewApply.cpp" line="788"/>
        <source>The repository already has a branch %1. Choose another name; nothing was written.</source>
        <translation>Das Repository hat bereits einen Branch %1. Wählen Sie einen anderen Namen; es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewApply.cpp" line="801"/>
        <source>Cannot make the branch %1</source>
        <translation>Der Branch %1 kann nicht erstellt werden</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewApply.cpp" line="811"/>
        <source>The patch file %1 exists already. Name a new file; nothing was written.</source>
        <translation>Die Patch-Datei %1 existiert bereits. Geben Sie eine neue Datei an; es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewApply.cpp" line="820"/>
        <source>Cannot read the commit</source>
        <translation>Der Commit kann nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewApply.cpp" line="825"/>
        <source>Cannot write the patch</source>
        <translation>Der Patch kann nicht geschrieben werden</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewApply.cpp" line="833"/>
        <location filename="../engine/review/ReviewApply.cpp" line="840"/>
        <source>Cannot write the patch file %1 (%2).</source>
        <translation>Die Patch-Datei %1 kann nicht geschrieben werden (%2).</translation>
    </message>
</context>
<context>
    <name>ReviewDiff</name>
    <message>
        <location filename="../engine/review/ReviewDiff.cpp" line="151"/>
        <location filename="../engine/review/ReviewDiff.cpp" line="234"/>
        <source>Cannot open the snapshot store %1</source>
        <translation>Der Snapshot-Speicher %1 kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewDiff.cpp" line="155"/>
        <source>Cannot read the object %1</source>
        <translation>Das Objekt %1 kann nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewDiff.cpp" line="182"/>
        <source>Added</source>
        <translation>Hinzugefügt</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewDiff.cpp" line="184"/>
        <source>Modified</source>
        <translation>Geändert</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewDiff.cpp" line="186"/>
        <source>Deleted</source>
        <translation>Gelöscht</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewDiff.cpp" line="188"/>
        <source>Renamed</source>
        <translation>Umbenannt</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewDiff.cpp" line="190"/>
        <source>Copied</source>
        <translation>Kopiert</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewDiff.cpp" line="192"/>
        <source>Type changed</source>
        <translation>Typ geändert</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewDiff.cpp" line="245"/>
        <source>Cannot read the snapshots</source>
        <translation>Die Snapshots können nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewDiff.cpp" line="261"/>
        <source>Cannot compare the baseline with the sandbox</source>
        <translation>Der Ausgangsstand kann nicht mit der Sandbox verglichen werden</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewDiff.cpp" line="266"/>
        <source>Cannot look for renamed files</source>
        <translation>Nach umbenannten Dateien kann nicht gesucht werden</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewDiff.cpp" line="276"/>
        <source>The review was canceled.</source>
        <translation>Das Review wurde abgebrochen.</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewDiff.cpp" line="308"/>
        <source>Cannot read the baseline&apos;s %1</source>
        <translation>%1 kann im Ausgangsstand nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewDiff.cpp" line="317"/>
        <source>Cannot read the sandbox&apos;s %1</source>
        <translation>%1 kann in der Sandbox nicht gelesen werden</translation>
    </message>
</context>
<context>
    <name>ReviewGroups</name>
    <message>
        <location filename="../engine/review/ReviewGroups.cpp" line="165"/>
        <source>Source</source>
        <translation>Quellcode</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewGroups.cpp" line="167"/>
        <source>Tests</source>
        <translation>Tests</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewGroups.cpp" line="169"/>
        <source>Configuration</source>
        <translation>Konfiguration</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewGroups.cpp" line="171"/>
        <source>Dependency manifests and lockfiles</source>
        <translation>Abhängigkeitsmanifeste und Lockfiles</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewGroups.cpp" line="175"/>
        <source>Other</source>
        <translation>Sonstiges</translation>
    </message>
</context>
<context>
    <name>ReviewReport</name>
    <message>
        <location filename="../engine/review/ReviewReport.cpp" line="22"/>
        <source>approved</source>
        <translation>angenommen</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewReport.cpp" line="24"/>
        <source>rejected</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewReport.cpp" line="26"/>
        <source>undecided</source>
        <translation>nicht entschieden</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewReport.cpp" line="35"/>
        <source>open</source>
        <translation>offen</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewReport.cpp" line="37"/>
        <source>discarded</source>
        <translation>verworfen</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewReport.cpp" line="39"/>
        <source>applied as %1: %2</source>
        <translation>übernommen als %1: %2</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewReport.cpp" line="141"/>
        <source># Review %1 of sandbox %2

</source>
        <translation># Review %1 der Sandbox %2

</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewReport.cpp" line="142"/>
        <source>- Repository: `%1`
</source>
        <translation>- Repository: `%1`
</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewReport.cpp" line="143"/>
        <source>- Baseline commit: `%1`
</source>
        <translation>- Commit des Ausgangsstands: `%1`
</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewReport.cpp" line="143"/>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewReport.cpp" line="144"/>
        <source>- Opened: %1; last changed: %2
</source>
        <translation>- Geöffnet: %1; zuletzt geändert: %2
</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewReport.cpp" line="145"/>
        <source>- State: %1
</source>
        <translation>- Status: %1
</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewReport.cpp" line="146"/>
        <source>- Changes: %1 files, +%2 −%3

</source>
        <translation>- Änderungen: %1 Dateien, +%2 −%3

</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewReport.cpp" line="153"/>
        <source>## Files

</source>
        <translation>## Dateien

</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewReport.cpp" line="154"/>
        <source>| File | Status | + | − | Decision | Flags |
|---|---|---|---|---|---|
</source>
        <translation>| Datei | Status | + | − | Entscheidung | Beanstandungen |
|---|---|---|---|---|---|
</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewReport.cpp" line="168"/>
        <source> (hunks: %1 approved, %2 rejected of %3)</source>
        <translation> (Abschnitte: %1 angenommen, %2 abgelehnt von %3)</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewReport.cpp" line="181"/>
        <source>## Comments

</source>
        <translation>## Kommentare

</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewReport.cpp" line="184"/>
        <source>, hunk %1</source>
        <translation>, Abschnitt %1</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewReport.cpp" line="189"/>
        <source>## Commands that ran in the sandbox

</source>
        <translation>## In der Sandbox ausgeführte Befehle

</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewReport.cpp" line="191"/>
        <source>None were run through Shadowbox.
</source>
        <translation>Über Shadowbox wurden keine ausgeführt.
</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewReport.cpp" line="193"/>
        <source>| Started | Command | Exit code | Duration |
|---|---|---|---|
</source>
        <translation>| Gestartet | Befehl | Exit-Code | Dauer |
|---|---|---|---|
</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewReport.cpp" line="197"/>
        <location filename="../engine/review/ReviewReport.cpp" line="231"/>
        <source>canceled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewReport.cpp" line="199"/>
        <source>
## What was written

```json
%1
```
</source>
        <translation>
## Was geschrieben wurde

```json
%1
```
</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewReport.cpp" line="215"/>
        <location filename="../engine/review/ReviewReport.cpp" line="217"/>
        <source>Review %1 of sandbox %2</source>
        <translation>Review %1 der Sandbox %2</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewReport.cpp" line="220"/>
        <source>Repository: %1</source>
        <translation>Repository: %1</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewReport.cpp" line="221"/>
        <source>Baseline commit: %1</source>
        <translation>Commit des Ausgangsstands: %1</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewReport.cpp" line="222"/>
        <source>Opened: %1</source>
        <translation>Geöffnet: %1</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewReport.cpp" line="222"/>
        <source>State: %1</source>
        <translation>Status: %1</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewReport.cpp" line="225"/>
        <source>Commands that ran in the sandbox</source>
        <translation>In der Sandbox ausgeführte Befehle</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewReport.cpp" line="227"/>
        <source>Started</source>
        <translation>Gestartet</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewReport.cpp" line="227"/>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewReport.cpp" line="227"/>
        <source>Exit code</source>
        <translation>Exit-Code</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewReport.cpp" line="227"/>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewReport.cpp" line="233"/>
        <source>Changes</source>
        <translation>Änderungen</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewReport.cpp" line="274"/>
        <source>Comment: %1</source>
        <translation>Kommentar: %1</translation>
    </message>
</context>
<context>
    <name>ReviewStore</name>
    <message>
        <location filename="../engine/review/ReviewStore.h" line="33"/>
        <location filename="../engine/review/ReviewStore.h" line="40"/>
        <location filename="../engine/review/ReviewStore.h" line="45"/>
        <location filename="../engine/review/ReviewStore.h" line="49"/>
        <source>Cannot read the snapshot %1</source>
        <translation>Der Snapshot %1 kann nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../engine/review/ReviewStore.h" line="36"/>
        <source>The snapshot %1 is damaged: it has no files.</source>
        <translation>Der Snapshot %1 ist beschädigt: Er enthält keine Dateien.</translation>
    </message>
</context>
<context>
    <name>Reviewer</name>
    <message>
        <location filename="../engine/review/Reviewer.cpp" line="49"/>
        <source>Sandbox &quot;%1&quot; is %2: only a running or stopped sandbox has a workspace to review.</source>
        <translation>Die Sandbox „%1“ ist %2: Nur eine laufende oder gestoppte Sandbox hat einen Arbeitsbereich, der geprüft werden kann.</translation>
    </message>
    <message>
        <location filename="../engine/review/Reviewer.cpp" line="36"/>
        <source>Sandbox &quot;%1&quot; has no recorded baseline and no snapshot to compare with. Take a snapshot, or make a new sandbox from the repository.</source>
        <translation>Für die Sandbox „%1“ ist weder ein Ausgangsstand gespeichert noch ein Snapshot zum Vergleichen vorhanden. Erstellen Sie einen Snapshot, oder erstellen Sie eine neue Sandbox aus dem Repository.</translation>
    </message>
    <message>
        <location filename="../engine/review/Reviewer.cpp" line="39"/>
        <source>This sandbox was made before Shadowbox recorded baselines: the review compares with its oldest snapshot (#%1), so what ran before it is not shown.</source>
        <translation>Diese Sandbox wurde erstellt, bevor Shadowbox Ausgangsstände gespeichert hat: Das Review vergleicht mit ihrem ältesten Snapshot (#%1), daher wird nicht gezeigt, was davor lief.</translation>
    </message>
    <message>
        <location filename="../engine/review/Reviewer.cpp" line="139"/>
        <source>%1 is not among the review&apos;s changed files.</source>
        <translation>%1 gehört nicht zu den geänderten Dateien des Reviews.</translation>
    </message>
    <message>
        <location filename="../engine/review/Reviewer.cpp" line="161"/>
        <source>%1 Nothing was applied: the approved changes could not be checked for it.</source>
        <translation>%1 Es wurde nichts übernommen: Die angenommenen Änderungen konnten nicht darauf geprüft werden.</translation>
    </message>
    <message>
        <location filename="../engine/review/Reviewer.cpp" line="207"/>
        <source>What would be applied looks like it holds secrets; nothing was written. %1 Reject those changes, or acknowledge the findings to apply anyway.</source>
        <translation>Das zu Übernehmende scheint Geheimnisse zu enthalten; es wurde nichts geschrieben. %1 Lehnen Sie diese Änderungen ab, oder bestätigen Sie die Funde, um trotzdem zu übernehmen.</translation>
    </message>
    <message>
        <location filename="../engine/review/Reviewer.cpp" line="237"/>
        <source>%1 It was written, but recording the review failed: %2</source>
        <translation>%1 Das wurde geschrieben, aber das Speichern des Reviews ist fehlgeschlagen: %2</translation>
    </message>
</context>
<context>
    <name>RunOutputLog</name>
    <message>
        <location filename="../engine/sandbox/RunOutputLog.cpp" line="86"/>
        <source>The output of this command could not be kept on disk.</source>
        <translation>Die Ausgabe dieses Befehls konnte nicht auf dem Datenträger gespeichert werden.</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/RunOutputLog.cpp" line="95"/>
        <source>The output of this command could not be kept at %1.</source>
        <translation>Die Ausgabe dieses Befehls konnte nicht unter %1 gespeichert werden.</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/RunOutputLog.cpp" line="105"/>
        <source>The output of this command was not kept (%1).</source>
        <translation>Die Ausgabe dieses Befehls wurde nicht gespeichert (%1).</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/RunOutputLog.cpp" line="109"/>
        <source>%1 is not a kept command output.</source>
        <translation>%1 ist keine gespeicherte Befehlsausgabe.</translation>
    </message>
</context>
<context>
    <name>SandboxCa</name>
    <message>
        <location filename="../engine/gateway/SandboxCa.cpp" line="56"/>
        <source>Cannot make the sandbox&apos;s certificate authority: OpenSSL failed to %1 (%2).</source>
        <translation>Die Zertifizierungsstelle der Sandbox kann nicht erstellt werden: OpenSSL konnte nicht %1 (%2).</translation>
    </message>
    <message>
        <location filename="../engine/gateway/SandboxCa.cpp" line="153"/>
        <location filename="../engine/gateway/SandboxCa.cpp" line="172"/>
        <source>Cannot write %1: %2.</source>
        <translation>%1 kann nicht geschrieben werden: %2.</translation>
    </message>
    <message>
        <location filename="../engine/gateway/SandboxCa.cpp" line="185"/>
        <source>Cannot create the folder %1 for the sandbox&apos;s certificate authority; check that its parent exists and is writable.</source>
        <translation>Der Ordner %1 für die Zertifizierungsstelle der Sandbox kann nicht erstellt werden; prüfen Sie, ob der übergeordnete Ordner existiert und beschreibbar ist.</translation>
    </message>
</context>
<context>
    <name>SandboxContext</name>
    <message>
        <location filename="../engine/sandbox/SandboxContext.cpp" line="137"/>
        <source>Sandbox &quot;%1&quot; is busy: another Shadowbox window or command is creating, starting, stopping or destroying it. Try again when it has finished.</source>
        <translation>Die Sandbox „%1“ ist belegt: Ein anderes Shadowbox-Fenster oder ein anderer Befehl erstellt, startet, stoppt oder entfernt sie gerade. Versuchen Sie es erneut, wenn das abgeschlossen ist.</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxContext.cpp" line="149"/>
        <source>No sandbox is called &quot;%1&quot;.</source>
        <translation>Es gibt keine Sandbox namens „%1“.</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxContext.cpp" line="192"/>
        <source>Shadowbox&apos;s own Podman service needs a setting that Shadowbox can add itself: run the doctor and try again.</source>
        <translation>Der eigene Podman-Dienst von Shadowbox braucht eine Einstellung, die Shadowbox selbst ergänzen kann: Führen Sie die Diagnose aus und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxContext.cpp" line="197"/>
        <source>Fix: %1</source>
        <translation>Lösung: %1</translation>
    </message>
</context>
<context>
    <name>SandboxCreator</name>
    <message>
        <location filename="../engine/sandbox/SandboxCreator.cpp" line="54"/>
        <source>The name &quot;%1&quot; cannot be used: use 1 to 63 letters, digits, &apos;.&apos;, &apos;_&apos; or &apos;-&apos;, starting with a letter or digit.</source>
        <translation>Der Name „%1“ kann nicht verwendet werden: Verwenden Sie 1 bis 63 Buchstaben, Ziffern, &apos;.&apos;, &apos;_&apos; oder &apos;-&apos;, beginnend mit einem Buchstaben oder einer Ziffer.</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxCreation.cpp" line="223"/>
        <source>The copy of the repository already takes %1 on the disk, more than the workspace limit of %2. Choose a larger workspace limit.</source>
        <translation>Die Kopie des Repositorys belegt bereits %1 auf dem Datenträger, mehr als die Grenze des Arbeitsbereichs von %2. Wählen Sie eine größere Grenze für den Arbeitsbereich.</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxCreator.cpp" line="83"/>
        <source>Checking the repository</source>
        <translation>Repository wird geprüft</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxCreator.cpp" line="85"/>
        <source>No image was chosen. Pick an image, or build the starter image.</source>
        <translation>Es wurde kein Image gewählt. Wählen Sie ein Image, oder erstellen Sie das Starter-Image.</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxCreation.cpp" line="47"/>
        <source>A sandbox named &quot;%1&quot; already exists. Choose another name or destroy that sandbox first.</source>
        <translation>Eine Sandbox namens „%1“ existiert bereits. Wählen Sie einen anderen Namen, oder löschen Sie zuerst diese Sandbox.</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxCreator.cpp" line="36"/>
        <source>HEAD detached at the baseline commit</source>
        <translation>HEAD losgelöst auf dem Commit des Ausgangsstands</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxCreator.cpp" line="36"/>
        <source>on the branch %1</source>
        <translation>auf dem Branch %1</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxCreator.cpp" line="38"/>
        <source>A repository without commits, %1.</source>
        <translation>Ein Repository ohne Commits, %1.</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxCreator.cpp" line="40"/>
        <source>The last %L1 commits of the history (%2), %3.</source>
        <translation>Die letzten %L1 Commits der Historie (%2), %3.</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxCreator.cpp" line="43"/>
        <source>The whole history (%1 in %L2 files; branches and tags: %L3), %4.</source>
        <translation>Die gesamte Historie (%1 in %L2 Dateien; Branches und Tags: %L3), %4.</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxCreator.cpp" line="64"/>
        <source>The internal network mode is no longer offered: on Docker a sandbox on an internal network still reaches services on the host through the bridge address, and Podman&apos;s DNS may forward its queries outside. Use the gateway instead (--network gateway): the sandbox then sees only its own loopback, and the gateway answers the hosts it mocks.</source>
        <translation>Der Modus „internes Netzwerk“ wird nicht mehr angeboten: Unter Docker erreicht eine Sandbox in einem internen Netzwerk weiterhin Dienste des Hosts über die Bridge-Adresse, und das DNS von Podman kann ihre Anfragen nach außen weiterleiten. Verwenden Sie stattdessen das Gateway (--network gateway): Die Sandbox sieht dann nur ihr eigenes Loopback, und das Gateway beantwortet die Hosts, die es mockt.</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxCreator.cpp" line="96"/>
        <source>The history depth %1 is not a number of commits: use 0 for all of the history, or a positive number.</source>
        <translation>Die Historientiefe %1 ist keine Anzahl von Commits: Verwenden Sie 0 für die gesamte Historie oder eine positive Zahl.</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxCreator.cpp" line="102"/>
        <source>A sandbox with no network has no gateway to answer mocks: leave out the mocks file %1, or make the sandbox with the gateway.</source>
        <translation>Eine Sandbox ohne Netzwerk hat kein Gateway, das Mocks beantwortet: Lassen Sie die Mock-Datei %1 weg, oder erstellen Sie die Sandbox mit dem Gateway.</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxCreator.cpp" line="108"/>
        <source>The mocks file %1 is not valid JSON: %2 at byte %3. Fix the file, or make the sandbox without it.</source>
        <translation>Die Mock-Datei %1 ist kein gültiges JSON: %2 bei Byte %3. Korrigieren Sie die Datei, oder erstellen Sie die Sandbox ohne sie.</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxCreator.cpp" line="141"/>
        <source>Submodules copied from their working trees, without their .git files: %1.</source>
        <translation>Submodule aus ihren Arbeitsverzeichnissen kopiert, ohne ihre .git-Dateien: %1.</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxCreator.cpp" line="144"/>
        <source>Submodules not copied because they are not checked out: %1.</source>
        <translation>Nicht kopierte Submodule, weil sie nicht ausgecheckt sind: %1.</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxCreator.cpp" line="153"/>
        <source>The image &quot;%1&quot; is not available on %2. Pick one of the local images, build the starter image, or pull it.</source>
        <translation>Das Image „%1“ ist auf %2 nicht verfügbar. Wählen Sie eines der lokalen Images, erstellen Sie das Starter-Image, oder laden Sie es herunter.</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxCreator.cpp" line="182"/>
        <source>Cloned %L1 of %L2 files (%3), sharing their blocks on the disk with the repository.</source>
        <translation>%L1 von %L2 Dateien (%3) geklont; sie teilen ihre Blöcke auf dem Datenträger mit dem Repository.</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxCreator.cpp" line="189"/>
        <source>Copying the history</source>
        <translation>Historie wird kopiert</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxCreator.cpp" line="198"/>
        <source>The history in its .git takes %1 of that; a history depth keeps less of it.</source>
        <translation>Davon belegt die Historie in seinem .git %1; mit einer Historientiefe wird weniger davon behalten.</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxCreator.cpp" line="211"/>
        <source>Recording the baseline</source>
        <translation>Ausgangsstand wird gespeichert</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxCreator.cpp" line="221"/>
        <source>Loading the mocks</source>
        <translation>Mocks werden geladen</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxCreator.cpp" line="226"/>
        <source>The mocks file %1 was refused: %2 Nothing was made; fix the file, or make the sandbox without it.</source>
        <translation>Die Mock-Datei %1 wurde abgelehnt: %2 Es wurde nichts erstellt; korrigieren Sie die Datei, oder erstellen Sie die Sandbox ohne sie.</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxCreation.cpp" line="87"/>
        <source>Undoing the partial sandbox</source>
        <translation>Teilweise erstellte Sandbox wird entfernt</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxCreation.cpp" line="105"/>
        <source>Shadowbox could not remove everything it had made (%1); destroy the sandbox to remove the rest.</source>
        <translation>Shadowbox konnte nicht alles entfernen, was es angelegt hatte (%1); entfernen Sie die Sandbox, um den Rest zu entfernen.</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxCreation.cpp" line="108"/>
        <source>The engine did not answer, so Shadowbox could not remove what it had made; destroy the sandbox once the engine answers again.</source>
        <translation>Die Engine hat nicht geantwortet, daher konnte Shadowbox nicht entfernen, was es angelegt hatte; entfernen Sie die Sandbox, sobald die Engine wieder antwortet.</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxCreator.cpp" line="164"/>
        <source>Copying files (0 of %1)</source>
        <translation>Dateien werden kopiert (0 von %1)</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxCreator.cpp" line="170"/>
        <source>Copying files (%1 of %2)</source>
        <translation>Dateien werden kopiert (%1 von %2)</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxCreation.cpp" line="121"/>
        <source>Docker runs its containers with userns-remap, but does not say which user of this machine a container&apos;s root is (its root folder does not end in UID.GID), so Shadowbox cannot give a sandbox its workspace. Run dockerd without --userns-remap, or use Podman.</source>
        <translation>Docker führt seine Container mit userns-remap aus, sagt aber nicht, welcher Benutzer dieses Rechners der root eines Containers ist (sein Stammordner endet nicht auf UID.GID). Daher kann Shadowbox einer Sandbox ihren Arbeitsbereich nicht übergeben. Starten Sie dockerd ohne --userns-remap, oder verwenden Sie Podman.</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxCreation.cpp" line="130"/>
        <source>Docker runs its containers with userns-remap: a sandbox&apos;s root is user %1 of this machine, and Shadowbox, running as user %2, cannot give that user the sandbox&apos;s workspace. Run Shadowbox as root, use rootless Podman, or run dockerd without --userns-remap.</source>
        <translation>Docker führt seine Container mit userns-remap aus: Der root einer Sandbox ist Benutzer %1 dieses Rechners, und Shadowbox, das als Benutzer %2 läuft, kann diesem Benutzer den Arbeitsbereich der Sandbox nicht übergeben. Führen Sie Shadowbox als root aus, verwenden Sie rootless Podman, oder starten Sie dockerd ohne --userns-remap.</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxCreation.cpp" line="160"/>
        <source>Starting the network gateway</source>
        <translation>Netzwerk-Gateway wird gestartet</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxCreation.cpp" line="166"/>
        <source>Creating the container</source>
        <translation>Container wird erstellt</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxCreation.cpp" line="173"/>
        <source>Starting the container</source>
        <translation>Container wird gestartet</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxCreation.cpp" line="185"/>
        <source>The container stopped as soon as it started (state %1, exit code %2). Check that the image has /bin/sh and that the process limit leaves room for a shell and its commands.</source>
        <translation>Der Container wurde gleich nach dem Start beendet (Status %1, Exit-Code %2). Prüfen Sie, ob das Image /bin/sh enthält und ob die Prozessgrenze Platz für eine Shell und ihre Befehle lässt.</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxCreation.cpp" line="204"/>
        <source>Adding the sandbox&apos;s CA to its trust store</source>
        <translation>Die CA der Sandbox wird in ihren Zertifikatsspeicher aufgenommen</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxCreation.cpp" line="237"/>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxFork.cpp" line="48"/>
        <source>Reading the snapshot</source>
        <translation>Snapshot wird gelesen</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxFork.cpp" line="54"/>
        <source>Sandbox &quot;%1&quot; is %2, so no new sandbox can be made from its snapshots.</source>
        <translation>Die Sandbox „%1“ ist %2, daher kann aus ihren Snapshots keine neue Sandbox erstellt werden.</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxFork.cpp" line="59"/>
        <source>Sandbox &quot;%1&quot; lives on another engine (%2): its snapshots&apos; images are there. Connect to that engine to make a new sandbox from it.</source>
        <translation>Die Sandbox „%1“ liegt auf einer anderen Engine (%2): Dort sind die Images ihrer Snapshots. Verbinden Sie sich mit dieser Engine, um daraus eine neue Sandbox zu erstellen.</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxFork.cpp" line="81"/>
        <source>Snapshot %1 of &quot;%2&quot; cannot be used: its container image %3 is no longer on the engine (it was removed outside Shadowbox). Choose another snapshot.</source>
        <translation>Snapshot %1 von „%2“ kann nicht verwendet werden: Sein Container-Image %3 ist nicht mehr auf der Engine (es wurde außerhalb von Shadowbox entfernt). Wählen Sie einen anderen Snapshot.</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxFork.cpp" line="120"/>
        <source>Writing the workspace of snapshot %1 (%2 files)</source>
        <translation>Arbeitsbereich von Snapshot %1 wird geschrieben (%2 Dateien)</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxFork.cpp" line="127"/>
        <source>Cannot create the workspace %1 (%2).</source>
        <translation>Der Arbeitsbereich %1 kann nicht erstellt werden (%2).</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxFork.cpp" line="147"/>
        <source>Preparing the container image</source>
        <translation>Container-Image wird vorbereitet</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxFork.cpp" line="160"/>
        <source>Loading the snapshot&apos;s mocks</source>
        <translation>Die Mocks des Snapshots werden geladen</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxFork.cpp" line="181"/>
        <source>Taking the first snapshot</source>
        <translation>Erster Snapshot wird erstellt</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxFork.cpp" line="184"/>
        <source>Forked from %1 #%2</source>
        <translation>Abgezweigt von %1 #%2</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxFork.cpp" line="193"/>
        <source>The new workspace does not hold what snapshot %1 of &quot;%2&quot; holds; the fork was undone. Verify the source&apos;s snapshots and try again.</source>
        <translation>Der neue Arbeitsbereich enthält nicht, was Snapshot %1 von „%2“ enthält; die Abzweigung wurde rückgängig gemacht. Prüfen Sie die Snapshots der Quelle und versuchen Sie es erneut.</translation>
    </message>
</context>
<context>
    <name>SandboxGateway</name>
    <message>
        <location filename="../engine/gateway/SandboxGateway.cpp" line="98"/>
        <source>Cannot write the network policy to %1: %2.</source>
        <translation>Die Netzwerkrichtlinie kann nicht nach %1 geschrieben werden: %2.</translation>
    </message>
    <message>
        <location filename="../engine/gateway/SandboxGateway.cpp" line="208"/>
        <source>Cannot make the gateway&apos;s folder %1.</source>
        <translation>Der Ordner %1 des Gateways kann nicht erstellt werden.</translation>
    </message>
    <message>
        <location filename="../engine/gateway/SandboxGateway.cpp" line="213"/>
        <location filename="../engine/gateway/SandboxGateway.cpp" line="782"/>
        <location filename="../engine/gateway/SandboxGateway.cpp" line="807"/>
        <location filename="../engine/gateway/SandboxGateway.cpp" line="922"/>
        <source>Cannot write %1: %2.</source>
        <translation>%1 kann nicht geschrieben werden: %2.</translation>
    </message>
    <message>
        <location filename="../engine/gateway/SandboxGateway.cpp" line="90"/>
        <location filename="../engine/gateway/SandboxGateway.cpp" line="131"/>
        <source>Cannot make the folder %1.</source>
        <translation>Der Ordner %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <location filename="../engine/gateway/SandboxGateway.cpp" line="135"/>
        <source>Cannot write the sandbox&apos;s mocks to %1: %2.</source>
        <translation>Die Mocks der Sandbox können nicht nach %1 geschrieben werden: %2.</translation>
    </message>
    <message>
        <location filename="../engine/gateway/SandboxGateway.cpp" line="229"/>
        <source>Cannot make the folder %1%2.</source>
        <translation>Der Ordner %1%2 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <location filename="../engine/gateway/SandboxGateway.cpp" line="419"/>
        <source>The mock server&apos;s image &quot;%1&quot; is not on %2. Pull it (shadowbox image pull %1) and set the mock server again.</source>
        <translation>Das Image „%1“ des Mock-Servers ist nicht auf %2. Laden Sie es (shadowbox image pull %1) und setzen Sie den Mock-Server erneut.</translation>
    </message>
    <message>
        <location filename="../engine/gateway/SandboxGateway.cpp" line="453"/>
        <source>The mock server of sandbox &quot;%1&quot; (%2, image %3) stopped as it started, with exit code %4. `%5 logs %6` says why; fix its arguments and set it again.</source>
        <translation>Der Mock-Server der Sandbox „%1“ (%2, Image %3) hat beim Start mit Exit-Code %4 aufgehört. `%5 logs %6` sagt warum; korrigieren Sie seine Argumente und setzen Sie ihn erneut.</translation>
    </message>
    <message>
        <location filename="../engine/gateway/SandboxGateway.cpp" line="462"/>
        <source>The mock server of sandbox &quot;%1&quot; (image %2) runs but takes no connections on %3 after %4 seconds: it must listen on that address and port.</source>
        <translation>Der Mock-Server der Sandbox „%1“ (Image %2) läuft, nimmt aber nach %4 Sekunden keine Verbindungen auf %3 an: er muss auf dieser Adresse und diesem Port lauschen.</translation>
    </message>
    <message>
        <location filename="../engine/gateway/SandboxGateway.cpp" line="489"/>
        <source>The network gateway of sandbox &quot;%1&quot; stopped as it started (exit code %2), so the sandbox cannot join it. `shadowbox doctor` checks the engine; the gateway program is %3.</source>
        <translation>Das Netzwerk-Gateway der Sandbox „%1“ hat sich gleich beim Start beendet (Exit-Code %2), daher kann die Sandbox ihm nicht beitreten. `shadowbox doctor` prüft die Engine; das Gateway-Programm ist %3.</translation>
    </message>
    <message>
        <location filename="../engine/gateway/SandboxGateway.cpp" line="494"/>
        <source>not found</source>
        <translation>nicht gefunden</translation>
    </message>
    <message>
        <location filename="../engine/gateway/SandboxGateway.cpp" line="498"/>
        <source>The network gateway of sandbox &quot;%1&quot; runs but does not answer on %2 after %3 seconds.</source>
        <translation>Das Netzwerk-Gateway der Sandbox „%1“ läuft, antwortet aber nach %3 Sekunden nicht auf %2.</translation>
    </message>
    <message>
        <location filename="../engine/gateway/SandboxGateway.cpp" line="515"/>
        <source>The network gateway of sandbox &quot;%1&quot; is gone (its container %2 was removed outside Shadowbox). Destroy the sandbox and create it again.</source>
        <translation>Das Netzwerk-Gateway der Sandbox „%1“ ist verschwunden (sein Container %2 wurde außerhalb von Shadowbox entfernt). Zerstören Sie die Sandbox und erstellen Sie sie neu.</translation>
    </message>
    <message>
        <location filename="../engine/gateway/SandboxGateway.cpp" line="563"/>
        <source>%1 Or turn it off: shadowbox network mock-server %2 --off.</source>
        <translation>%1 Oder schalten Sie ihn ab: shadowbox network mock-server %2 --off.</translation>
    </message>
    <message>
        <location filename="../engine/gateway/SandboxGateway.cpp" line="704"/>
        <source>The sandbox&apos;s own trust store could not take its CA (%1). Programs that read SSL_CERT_FILE or the other variables Shadowbox sets still trust it.</source>
        <translation>Der eigene Zertifikatsspeicher der Sandbox konnte ihre CA nicht aufnehmen (%1). Programme, die SSL_CERT_FILE oder die anderen von Shadowbox gesetzten Variablen lesen, vertrauen ihr weiterhin.</translation>
    </message>
    <message>
        <location filename="../engine/gateway/SandboxGateway.cpp" line="714"/>
        <source>exit code %1: %2</source>
        <translation>Exit-Code %1: %2</translation>
    </message>
    <message>
        <location filename="../engine/gateway/SandboxGateway.cpp" line="738"/>
        <source>The image&apos;s trust store trusts the sandbox&apos;s CA now.</source>
        <translation>Der Zertifikatsspeicher des Images vertraut der CA der Sandbox jetzt.</translation>
    </message>
    <message>
        <location filename="../engine/gateway/SandboxGateway.cpp" line="740"/>
        <source>The image&apos;s trust store trusted the sandbox&apos;s CA already.</source>
        <translation>Der Zertifikatsspeicher des Images vertraute der CA der Sandbox schon.</translation>
    </message>
    <message>
        <location filename="../engine/gateway/SandboxGateway.cpp" line="742"/>
        <source>The image has no trust store of its own: programs trust the sandbox&apos;s CA through SSL_CERT_FILE and the other variables Shadowbox sets.</source>
        <translation>Das Image hat keinen eigenen Zertifikatsspeicher: Programme vertrauen der CA der Sandbox über SSL_CERT_FILE und die anderen Variablen, die Shadowbox setzt.</translation>
    </message>
    <message>
        <location filename="../engine/gateway/SandboxGateway.cpp" line="745"/>
        <source>Java&apos;s keystore %1 trusts it now.</source>
        <translation>Javas Keystore %1 vertraut ihr jetzt.</translation>
    </message>
    <message>
        <location filename="../engine/gateway/SandboxGateway.cpp" line="747"/>
        <source>Java&apos;s keystore %1 trusted it already.</source>
        <translation>Javas Keystore %1 vertraute ihr schon.</translation>
    </message>
    <message>
        <location filename="../engine/gateway/SandboxGateway.cpp" line="749"/>
        <source>The sandbox&apos;s shell said: %1.</source>
        <translation>Die Shell der Sandbox sagte: %1.</translation>
    </message>
    <message>
        <location filename="../engine/gateway/SandboxGateway.cpp" line="795"/>
        <source>Cannot make the folder %1 of the sandbox&apos;s trusted CA.</source>
        <translation>Der Ordner %1 mit der vertrauenswürdigen Zertifizierungsstelle der Sandbox kann nicht erstellt werden.</translation>
    </message>
    <message>
        <location filename="../engine/gateway/SandboxGateway.cpp" line="816"/>
        <source>Cannot remove the gateway&apos;s folder %1.</source>
        <translation>Der Ordner %1 des Gateways kann nicht entfernt werden.</translation>
    </message>
    <message>
        <location filename="../engine/gateway/SandboxGateway.cpp" line="826"/>
        <source>Cannot read %1: %2.</source>
        <translation>%1 kann nicht gelesen werden: %2.</translation>
    </message>
    <message>
        <location filename="../engine/gateway/SandboxGateway.cpp" line="895"/>
        <source>Sandbox &quot;%1&quot; would mock more than %2 hosts, as many as its gateway has addresses for. Remove the stubs of hosts it no longer needs (their names give their addresses back), or split the mocks between two sandboxes.</source>
        <translation>Sandbox „%1“ würde mehr als %2 Hosts nachbilden, so viele, wie sein Gateway Adressen hat. Entfernen Sie die Stubs der Hosts, die es nicht mehr braucht (ihre Namen geben ihre Adressen zurück), oder teilen Sie die Mocks auf zwei Sandboxes auf.</translation>
    </message>
    <message>
        <location filename="../engine/gateway/SandboxGateway.cpp" line="942"/>
        <source>&quot;%1&quot; is not a host name that can be mocked: use letters, digits, &apos;-&apos; and &apos;.&apos;, like api.example.com.</source>
        <translation>„%1“ ist kein Hostname, der gemockt werden kann: Verwenden Sie Buchstaben, Ziffern, „-“ und „.“, etwa api.example.com.</translation>
    </message>
    <message>
        <location filename="../engine/gateway/SandboxGateway.cpp" line="947"/>
        <source>&quot;%1&quot; belongs to the sandbox itself and cannot be mocked.</source>
        <translation>„%1“ gehört zur Sandbox selbst und kann nicht gemockt werden.</translation>
    </message>
</context>
<context>
    <name>SandboxLimits</name>
    <message>
        <location filename="../engine/core/SandboxTypes.cpp" line="226"/>
        <source>The memory limit %1 is out of range: use between %2 and %3, the memory of the engine&apos;s host.</source>
        <translation>Die Speichergrenze %1 liegt außerhalb des gültigen Bereichs: Verwenden Sie einen Wert zwischen %2 und %3 (dem Arbeitsspeicher des Engine-Hosts).</translation>
    </message>
    <message>
        <location filename="../engine/core/SandboxTypes.cpp" line="228"/>
        <source>The memory limit %1 is out of range: use at least %2.</source>
        <translation>Die Speichergrenze %1 liegt außerhalb des gültigen Bereichs: Verwenden Sie mindestens %2.</translation>
    </message>
    <message>
        <location filename="../engine/core/SandboxTypes.cpp" line="235"/>
        <source>The CPU limit %1 is out of range: use a number between %2 and %3, the CPUs of the engine&apos;s host.</source>
        <translation>Die CPU-Grenze %1 liegt außerhalb des gültigen Bereichs: Verwenden Sie eine Zahl zwischen %2 und %3 (den CPUs des Engine-Hosts).</translation>
    </message>
    <message>
        <location filename="../engine/core/SandboxTypes.cpp" line="240"/>
        <source>The CPU limit %1 is out of range: use a number of at least %2.</source>
        <translation>Die CPU-Grenze %1 liegt außerhalb des gültigen Bereichs: Verwenden Sie eine Zahl von mindestens %2.</translation>
    </message>
    <message>
        <location filename="../engine/core/SandboxTypes.cpp" line="243"/>
        <source>The process limit %1 is out of range: use between %2 and %3.</source>
        <translation>Die Prozessgrenze %1 liegt außerhalb des gültigen Bereichs: Verwenden Sie einen Wert zwischen %2 und %3.</translation>
    </message>
    <message>
        <location filename="../engine/core/SandboxTypes.cpp" line="245"/>
        <source>The stop timeout %1 s is out of range: use between 0 and %2 seconds.</source>
        <translation>Die Wartezeit beim Stoppen von %1 s liegt außerhalb des gültigen Bereichs: Verwenden Sie 0 bis %2 Sekunden.</translation>
    </message>
    <message>
        <location filename="../engine/core/SandboxTypes.cpp" line="249"/>
        <source>The swap %1 is out of range: use 0 (no swap) or more.</source>
        <translation>Der Swap %1 liegt außerhalb des Bereichs: Verwenden Sie 0 (kein Swap) oder mehr.</translation>
    </message>
    <message>
        <location filename="../engine/core/SandboxTypes.cpp" line="251"/>
        <source>The workspace limit %1 is out of range: use a size, or automatic.</source>
        <translation>Die Grenze des Arbeitsbereichs %1 liegt außerhalb des Bereichs: Verwenden Sie eine Größe oder „automatisch“.</translation>
    </message>
</context>
<context>
    <name>SandboxState</name>
    <message>
        <location filename="../engine/core/SandboxTypes.cpp" line="38"/>
        <source>Creating</source>
        <translation>Wird erstellt</translation>
    </message>
    <message>
        <location filename="../engine/core/SandboxTypes.cpp" line="40"/>
        <source>Running</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <location filename="../engine/core/SandboxTypes.cpp" line="42"/>
        <source>Stopped</source>
        <translation>Gestoppt</translation>
    </message>
    <message>
        <location filename="../engine/core/SandboxTypes.cpp" line="44"/>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../engine/core/SandboxTypes.cpp" line="46"/>
        <source>Destroyed</source>
        <translation>Gelöscht</translation>
    </message>
    <message>
        <location filename="../engine/core/SandboxTypes.cpp" line="48"/>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <location filename="../engine/core/SandboxTypes.cpp" line="50"/>
        <source>Destroying</source>
        <translation>Wird entfernt</translation>
    </message>
</context>
<context>
    <name>SandboxTools</name>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="158"/>
        <source>
[… %1 of %2 cut here. The whole output is kept: call run_output with run_id %3 and stream &quot;%2&quot; (offset and max_bytes page through it).]
</source>
        <translation>
[… %1 von %2 hier abgeschnitten. Die gesamte Ausgabe ist gespeichert: Rufen Sie run_output mit run_id %3 und stream &quot;%2&quot; auf (mit offset und max_bytes blättern Sie darin).]
</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="193"/>
        <source>No sandbox is chosen yet. Call sandbox_list to see the sandboxes, then sandbox_select one, or sandbox_create a new one from a repository.</source>
        <translation>Es ist noch keine Sandbox gewählt. Rufen Sie sandbox_list auf, um die Sandboxes zu sehen, und wählen Sie dann mit sandbox_select eine aus, oder erstellen Sie mit sandbox_create eine neue aus einem Repository.</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="218"/>
        <source>Sandbox &quot;%1&quot; is %2: its workspace cannot be changed.</source>
        <translation>Der Arbeitsbereich der Sandbox „%1“ kann nicht geändert werden (Status: %2).</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="225"/>
        <source>Sandbox &quot;%1&quot; is being restored to a snapshot; try again once that has finished. %2</source>
        <translation>Die Sandbox „%1“ wird gerade aus einem Snapshot wiederhergestellt; versuchen Sie es erneut, wenn das abgeschlossen ist. %2</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="231"/>
        <source>Nothing was changed: the snapshot that comes before every change could not be taken. %1</source>
        <translation>Es wurde nichts geändert: Der Snapshot, der jeder Änderung vorausgeht, konnte nicht erstellt werden. %1</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="243"/>
        <source>The sandbox to work in, by name. Optional: the sandbox chosen with sandbox_select or made with sandbox_create (or given to `shadowbox mcp --sandbox NAME`).</source>
        <translation>Die Sandbox, in der gearbeitet wird, nach Name. Optional: Standard ist die mit sandbox_select gewählte oder mit sandbox_create erstellte Sandbox (oder die an `shadowbox mcp --sandbox NAME` übergebene).</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="246"/>
        <source>A path inside the sandbox: absolute under /workspace, or relative to /workspace.</source>
        <translation>Ein Pfad in der Sandbox: absolut unter /workspace oder relativ zu /workspace.</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="253"/>
        <source>List sandboxes</source>
        <translation>Sandboxes auflisten</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="254"/>
        <source>Lists the Shadowbox sandboxes on this machine: name, state, the repository each was copied from, its image, and which one this server works in now.</source>
        <translation>Listet die Shadowbox-Sandboxes auf diesem Rechner: Name, Status, das Repository, aus dem jede kopiert wurde, ihr Image und in welcher dieser Server gerade arbeitet.</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="262"/>
        <source>Create a sandbox</source>
        <translation>Eine Sandbox erstellen</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="263"/>
        <source>Makes a new sandbox from a git repository on the host: a private copy of the repository (HEAD plus uncommitted and untracked files) at /workspace in a container with no network, where you are root. The user&apos;s repository is not touched; they review your changes at the end. The new sandbox becomes the one the other tools work in. Takes a few seconds; progress is reported.</source>
        <translation>Erstellt eine neue Sandbox aus einem Git-Repository auf dem Host: eine private Kopie des Repositorys (HEAD sowie nicht committete und unversionierte Dateien) unter /workspace in einem Container ohne Netzwerk, in dem Sie root sind. Das Repository des Benutzers bleibt unberührt; er prüft Ihre Änderungen am Ende. Die neue Sandbox wird zu der, in der die anderen Tools arbeiten. Dauert einige Sekunden; der Fortschritt wird gemeldet.</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="268"/>
        <source>Absolute path of a git repository&apos;s top folder on the host.</source>
        <translation>Absoluter Pfad des obersten Ordners eines Git-Repositorys auf dem Host.</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="270"/>
        <source>Container image to run (default: Shadowbox&apos;s offline starter image, busybox).</source>
        <translation>Das zu startende Container-Image (Standard: das Offline-Starter-Image von Shadowbox, BusyBox).</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="271"/>
        <source>Name for the sandbox (default: from the folder&apos;s name).</source>
        <translation>Name der Sandbox (Standard: aus dem Namen des Ordners).</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="279"/>
        <source>Work in a sandbox</source>
        <translation>In einer Sandbox arbeiten</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="280"/>
        <source>Chooses the sandbox the other tools work in, by name (see sandbox_list).</source>
        <translation>Wählt nach Name die Sandbox, in der die anderen Tools arbeiten (siehe sandbox_list).</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="281"/>
        <source>The sandbox&apos;s name.</source>
        <translation>Der Name der Sandbox.</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="287"/>
        <source>Run a command</source>
        <translation>Einen Befehl ausführen</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="288"/>
        <source>Runs a shell command (/bin/sh -c) in the sandbox, as root, starting in /workspace (or cwd). A snapshot is taken first, so `rollback` undoes it. Returns the exit code, the duration, stdout and stderr. Each stream returns at most its first %1 and last %2; the whole output is kept and run_output reads it. A command that fails is a result with its exit code and isError, not an error of the call. The sandbox has no network.</source>
        <translation>Führt einen Shell-Befehl (/bin/sh -c) in der Sandbox als root aus, beginnend in /workspace (oder cwd). Zuvor wird ein Snapshot erstellt, sodass `rollback` ihn rückgängig macht. Gibt den Exit-Code, die Dauer, stdout und stderr zurück. Von jedem Strom werden höchstens die ersten %1 und die letzten %2 zurückgegeben; die gesamte Ausgabe wird gespeichert, und run_output liest sie. Ein fehlschlagender Befehl ist ein Ergebnis mit seinem Exit-Code und isError, kein Fehler des Aufrufs. Die Sandbox hat kein Netzwerk.</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="294"/>
        <source>The shell command line.</source>
        <translation>Die Shell-Befehlszeile.</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="296"/>
        <source>Stop the command after this many seconds (default %1).</source>
        <translation>Den Befehl nach so vielen Sekunden stoppen (Standard: %1).</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="298"/>
        <source>Folder to start in, under /workspace (default /workspace).</source>
        <translation>Ordner, in dem begonnen wird, unter /workspace (Standard: /workspace).</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="316"/>
        <source>Read a command&apos;s whole output</source>
        <translation>Die gesamte Ausgabe eines Befehls lesen</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="317"/>
        <source>Reads what a past command printed, as kept by Shadowbox (up to 16 MiB per run), a page at a time: for output run_command cut.</source>
        <translation>Liest seitenweise, was ein früherer Befehl ausgegeben hat, so wie Shadowbox es gespeichert hat (bis zu 16 MiB pro Lauf): für Ausgaben, die run_command abgeschnitten hat.</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="320"/>
        <source>The runId run_command returned.</source>
        <translation>Die runId, die run_command zurückgegeben hat.</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="325"/>
        <source>Which stream (default both, in the order printed).</source>
        <translation>Welcher Strom (Standard: both, in der Reihenfolge der Ausgabe).</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="326"/>
        <source>Byte to start at (default 0).</source>
        <translation>Byte, bei dem begonnen wird (Standard: 0).</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="327"/>
        <source>Bytes to return at most (default 65536).</source>
        <translation>Höchstens so viele Bytes zurückgeben (Standard: 65536).</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="338"/>
        <source>Read a file</source>
        <translation>Eine Datei lesen</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="339"/>
        <source>Reads a text file of the sandbox, whole or a range of lines (1-based, inclusive). At most %1 is returned per call; the result says when it was cut and how many lines the file has.</source>
        <translation>Liest eine Textdatei der Sandbox, ganz oder einen Bereich von Zeilen (ab 1 gezählt, einschließlich). Pro Aufruf werden höchstens %1 zurückgegeben; das Ergebnis sagt, ob abgeschnitten wurde und wie viele Zeilen die Datei hat.</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="343"/>
        <source>First line to read (default 1).</source>
        <translation>Erste zu lesende Zeile (Standard: 1).</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="344"/>
        <source>Last line to read (default: the end).</source>
        <translation>Letzte zu lesende Zeile (Standard: das Ende).</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="357"/>
        <source>Write a file</source>
        <translation>Eine Datei schreiben</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="358"/>
        <source>Writes a whole file in the sandbox (made, or replaced), making its folders as needed. A snapshot is taken first, so `rollback` undoes it.</source>
        <translation>Schreibt eine ganze Datei in der Sandbox (neu angelegt oder ersetzt) und legt ihre Ordner nach Bedarf an. Zuvor wird ein Snapshot erstellt, sodass `rollback` es rückgängig macht.</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="361"/>
        <source>The file&apos;s new content (UTF-8).</source>
        <translation>Der neue Inhalt der Datei (UTF-8).</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="371"/>
        <source>Edit a file</source>
        <translation>Eine Datei bearbeiten</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="372"/>
        <source>Replaces an exact piece of text in a file of the sandbox. old_text must occur exactly once (or set replace_all); whitespace and line ends count. A snapshot is taken first.</source>
        <translation>Ersetzt ein genaues Textstück in einer Datei der Sandbox. old_text muss genau einmal vorkommen (oder setzen Sie replace_all); Leerraum und Zeilenenden zählen. Zuvor wird ein Snapshot erstellt.</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="375"/>
        <source>The text to replace, exactly as in the file.</source>
        <translation>Der zu ersetzende Text, genau wie in der Datei.</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="376"/>
        <source>The text to put in its place.</source>
        <translation>Der Text, der an seine Stelle tritt.</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="377"/>
        <source>Replace every occurrence (default false).</source>
        <translation>Jedes Vorkommen ersetzen (Standard: false).</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="387"/>
        <source>List files</source>
        <translation>Dateien auflisten</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="388"/>
        <source>Lists files and folders under a folder of the sandbox that match a glob (* and ? within a name, ** for any depth, [abc]). Symbolic links are listed, not followed. The workspace&apos;s .git is skipped unless the glob names it.</source>
        <translation>Listet Dateien und Ordner unter einem Ordner der Sandbox, die zu einem Glob passen (* und ? innerhalb eines Namens, ** für beliebige Tiefe, [abc]). Symbolische Links werden aufgelistet, nicht verfolgt. Das .git des Arbeitsbereichs wird übersprungen, sofern der Glob es nicht nennt.</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="391"/>
        <source>Folder to list (default /workspace).</source>
        <translation>Aufzulistender Ordner (Standard: /workspace).</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="392"/>
        <source>Pattern relative to that folder (default **).</source>
        <translation>Muster relativ zu diesem Ordner (Standard: **).</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="393"/>
        <source>Entries to return at most (default 1000).</source>
        <translation>Höchstens so viele Einträge zurückgeben (Standard: 1000).</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="400"/>
        <source>Delete a file</source>
        <translation>Eine Datei löschen</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="401"/>
        <source>Deletes a file or a symbolic link (never what it points to) in the sandbox; a folder only with recursive. A snapshot is taken first.</source>
        <translation>Löscht eine Datei oder einen symbolischen Link (nie dessen Ziel) in der Sandbox; einen Ordner nur mit recursive. Zuvor wird ein Snapshot erstellt.</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="404"/>
        <source>Delete a folder and everything in it.</source>
        <translation>Einen Ordner mit allem darin löschen.</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="412"/>
        <source>See what changed</source>
        <translation>Änderungen ansehen</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="413"/>
        <source>Lists the files changed in the sandbox since its baseline (the repository as copied), as the user&apos;s review will show them, with a unified diff on request (at most %1).</source>
        <translation>Listet die Dateien, die in der Sandbox seit ihrem Ausgangsstand (dem Repository, wie es kopiert wurde) geändert wurden, so, wie das Review des Benutzers sie zeigen wird, auf Wunsch mit einem Unified Diff (höchstens %1).</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="416"/>
        <source>Include a unified diff (default false).</source>
        <translation>Einen Unified Diff einschließen (Standard: false).</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="425"/>
        <source>Take a snapshot</source>
        <translation>Einen Snapshot erstellen</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="426"/>
        <source>Records the sandbox&apos;s workspace and system now, with an optional label, to come back to with rollback. (One is taken by itself before every command and file change.)</source>
        <translation>Hält den jetzigen Arbeitsbereich und das System der Sandbox fest, mit optionaler Bezeichnung, um mit rollback dorthin zurückzukehren. (Vor jedem Befehl und jeder Dateiänderung wird von selbst einer erstellt.)</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="428"/>
        <source>A name for it, e.g. &quot;tests pass&quot;.</source>
        <translation>Eine Bezeichnung dafür, z. B. „Tests bestanden“.</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="435"/>
        <source>Roll back</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="436"/>
        <source>Puts the sandbox&apos;s workspace and system back as a snapshot holds them, in about a second: without snapshot_id, as they were before the last command or file change. Processes running in the sandbox are stopped. The state replaced is kept as a snapshot of its own.</source>
        <translation>Setzt den Arbeitsbereich und das System der Sandbox in etwa einer Sekunde auf den Stand eines Snapshots zurück: ohne snapshot_id auf den Stand vor dem letzten Befehl oder der letzten Dateiänderung. In der Sandbox laufende Prozesse werden gestoppt. Der ersetzte Stand bleibt als eigener Snapshot erhalten.</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="440"/>
        <source>The snapshot to go back to (default: the one before the last command).</source>
        <translation>Der Snapshot, zu dem zurückgekehrt wird (Standard: der vor dem letzten Befehl).</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="475"/>
        <source>&quot;%1&quot; is a relative path: give the repository&apos;s absolute path on the host.</source>
        <translation>„%1“ ist ein relativer Pfad: Geben Sie den absoluten Pfad des Repositorys auf dem Host an.</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="549"/>
        <source>Running for %1, %2 printed</source>
        <translation>Läuft seit %1, %2 ausgegeben</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="570"/>
        <source>The command was stopped after %1 seconds, before it started: %2</source>
        <translation>Der Befehl wurde nach %1 Sekunden gestoppt, bevor er begann: %2</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="591"/>
        <source>Stopped after %1 seconds (timeout_seconds); the command and everything it started were stopped.</source>
        <translation>Nach %1 Sekunden gestoppt (timeout_seconds); der Befehl und alles, was er gestartet hat, wurden gestoppt.</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="606"/>
        <source>Sandbox &quot;%1&quot; has no kept output for run %2: %3</source>
        <translation>Die Sandbox „%1“ hat keine gespeicherte Ausgabe für Lauf %2: %3</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="627"/>
        <source>The command printed %1 more after the kept %2; that part was not kept.</source>
        <translation>Der Befehl hat nach den gespeicherten %2 noch %1 ausgegeben; dieser Teil wurde nicht gespeichert.</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="650"/>
        <source>%1 is a binary file (%2); read_file returns text. Use run_command with a tool such as od or xxd to look at it.</source>
        <translation>%1 ist eine Binärdatei (%2); read_file gibt Text zurück. Verwenden Sie run_command mit einem Werkzeug wie od oder xxd, um sie anzusehen.</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="665"/>
        <source>Cut after line %1 (read_file returns at most %2): ask for first_line %3 to read on.</source>
        <translation>Nach Zeile %1 abgeschnitten (read_file gibt höchstens %2 zurück): Fordern Sie first_line %3 an, um weiterzulesen.</translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="669"/>
        <source>Line %1 alone is longer than %2: only its start is shown. Use run_command (cut, head -c) to read it in pieces.</source>
        <translation>Zeile %1 allein ist länger als %2: Nur ihr Anfang wird gezeigt. Verwenden Sie run_command (cut, head -c), um sie stückweise zu lesen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/agents/SandboxTools.cpp" line="744"/>
        <source>%n replacement(s)</source>
        <translation>
            <numerusform>%n Ersetzung</numerusform>
            <numerusform>%n Ersetzungen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="785"/>
        <source>Only the first %1 entries: narrow the glob or raise limit.</source>
        <translation>Nur die ersten %1 Einträge: Grenzen Sie den Glob ein oder erhöhen Sie limit.</translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/agents/SandboxTools.cpp" line="816"/>
        <source>%n entries removed</source>
        <translation>
            <numerusform>%n Eintrag entfernt</numerusform>
            <numerusform>%n Einträge entfernt</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../engine/agents/SandboxTools.cpp" line="857"/>
        <source>
[… the diff goes on for %1 more; read the files with read_file.]
</source>
        <translation>
[… der Diff geht noch %1 weiter; lesen Sie die Dateien mit read_file.]
</translation>
    </message>
</context>
<context>
    <name>SecretScan</name>
    <message>
        <location filename="../engine/review/SecretScan.cpp" line="336"/>
        <source>Line %1 holds the value of %2 (%3).</source>
        <translation>Zeile %1 enthält den Wert von %2 (%3).</translation>
    </message>
    <message>
        <location filename="../engine/review/SecretScan.cpp" line="339"/>
        <source>Line %1 begins a private key (%2).</source>
        <translation>In Zeile %1 beginnt ein privater Schlüssel (%2).</translation>
    </message>
    <message>
        <location filename="../engine/review/SecretScan.cpp" line="341"/>
        <source>Line %1 holds what looks like an AWS access key ID (%2).</source>
        <translation>Zeile %1 enthält etwas, das wie eine AWS-Zugriffsschlüssel-ID aussieht (%2).</translation>
    </message>
    <message>
        <location filename="../engine/review/SecretScan.cpp" line="343"/>
        <source>Line %1 holds what looks like a GitHub token (%2).</source>
        <translation>Zeile %1 enthält etwas, das wie ein GitHub-Token aussieht (%2).</translation>
    </message>
    <message>
        <location filename="../engine/review/SecretScan.cpp" line="345"/>
        <source>Line %1 holds what looks like a Slack token (%2).</source>
        <translation>Zeile %1 enthält etwas, das wie ein Slack-Token aussieht (%2).</translation>
    </message>
    <message>
        <location filename="../engine/review/SecretScan.cpp" line="347"/>
        <source>Line %1 holds what looks like a Stripe secret key (%2).</source>
        <translation>Zeile %1 enthält etwas, das wie ein geheimer Stripe-Schlüssel aussieht (%2).</translation>
    </message>
    <message>
        <location filename="../engine/review/SecretScan.cpp" line="349"/>
        <source>Line %1 holds what looks like a Google API key (%2).</source>
        <translation>Zeile %1 enthält etwas, das wie ein Google-API-Schlüssel aussieht (%2).</translation>
    </message>
    <message>
        <location filename="../engine/review/SecretScan.cpp" line="351"/>
        <source>Line %1 holds what looks like an OpenAI API key (%2).</source>
        <translation>Zeile %1 enthält etwas, das wie ein OpenAI-API-Schlüssel aussieht (%2).</translation>
    </message>
    <message>
        <location filename="../engine/review/SecretScan.cpp" line="353"/>
        <source>Line %1 holds what looks like an Anthropic API key (%2).</source>
        <translation>Zeile %1 enthält etwas, das wie ein Anthropic-API-Schlüssel aussieht (%2).</translation>
    </message>
    <message>
        <location filename="../engine/review/SecretScan.cpp" line="355"/>
        <source>Line %1 holds what looks like a JSON Web Token (%2).</source>
        <translation>Zeile %1 enthält etwas, das wie ein JSON Web Token aussieht (%2).</translation>
    </message>
    <message>
        <location filename="../engine/review/SecretScan.cpp" line="357"/>
        <source>Line %1 sets what looks like a password, token or key in plain text (%2).</source>
        <translation>Zeile %1 setzt etwas, das wie ein Passwort, Token oder Schlüssel im Klartext aussieht (%2).</translation>
    </message>
    <message>
        <location filename="../engine/review/SecretScan.cpp" line="358"/>
        <source>Line %1 holds what looks like a secret (%2).</source>
        <translation>Zeile %1 enthält etwas, das wie ein Geheimnis aussieht (%2).</translation>
    </message>
</context>
<context>
    <name>SecretStore</name>
    <message>
        <location filename="../engine/secrets/SecretStore.cpp" line="33"/>
        <source>%1: %2. Unlock the system keychain (or start its service) and try again.</source>
        <translation>%1: %2. Entsperren Sie den Schlüsselbund des Systems (oder starten Sie seinen Dienst) und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <location filename="../engine/secrets/SecretStore.cpp" line="44"/>
        <source>&quot;%1&quot; cannot name a secret: use 1 to 64 letters, digits, &apos;_&apos;, &apos;-&apos; or &apos;.&apos;.</source>
        <translation>„%1“ kann kein Geheimnis benennen: Verwenden Sie 1 bis 64 Buchstaben, Ziffern, &apos;_&apos;, &apos;-&apos; oder &apos;.&apos;.</translation>
    </message>
    <message>
        <location filename="../engine/secrets/SecretStore.cpp" line="53"/>
        <source>The secret %1 is empty: give it a value.</source>
        <translation>Das Geheimnis %1 ist leer: Geben Sie ihm einen Wert.</translation>
    </message>
    <message>
        <location filename="../engine/secrets/SecretStore.cpp" line="59"/>
        <source>The secret %1 could not be saved in the system keychain</source>
        <translation>Das Geheimnis %1 konnte nicht im Schlüsselbund des Systems gespeichert werden</translation>
    </message>
    <message>
        <location filename="../engine/secrets/SecretStore.cpp" line="69"/>
        <source>The secret %1 could not be read from the system keychain</source>
        <translation>Das Geheimnis %1 konnte nicht aus dem Schlüsselbund des Systems gelesen werden</translation>
    </message>
    <message>
        <location filename="../engine/secrets/SecretStore.cpp" line="79"/>
        <source>The secret %1 could not be removed from the system keychain</source>
        <translation>Das Geheimnis %1 konnte nicht aus dem Schlüsselbund des Systems entfernt werden</translation>
    </message>
</context>
<context>
    <name>SnapshotTrigger</name>
    <message>
        <location filename="../engine/core/SandboxTypes.cpp" line="329"/>
        <source>Before command</source>
        <translation>Vor Befehl</translation>
    </message>
    <message>
        <location filename="../engine/core/SandboxTypes.cpp" line="331"/>
        <source>Manual</source>
        <translation>Manuell</translation>
    </message>
    <message>
        <location filename="../engine/core/SandboxTypes.cpp" line="333"/>
        <source>Quiet</source>
        <translation>Ruhepause</translation>
    </message>
    <message>
        <location filename="../engine/core/SandboxTypes.cpp" line="335"/>
        <source>Before restore</source>
        <translation>Vor Wiederherstellung</translation>
    </message>
    <message>
        <location filename="../engine/core/SandboxTypes.cpp" line="337"/>
        <source>Baseline</source>
        <translation>Ausgangsstand</translation>
    </message>
    <message>
        <location filename="../engine/core/SandboxTypes.cpp" line="339"/>
        <source>Review</source>
        <translation>Review</translation>
    </message>
</context>
<context>
    <name>Snapshotter</name>
    <message>
        <location filename="../engine/snapshot/SnapshotRestore.cpp" line="47"/>
        <source>Sandbox &quot;%1&quot; is %2 and cannot be restored.</source>
        <translation>Die Sandbox „%1“ kann nicht wiederhergestellt werden (Status: %2).</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/SnapshotRestore.cpp" line="57"/>
        <source>Snapshot %1 cannot be restored: its container image %2 is no longer on the engine (it was removed outside Shadowbox). Restore another snapshot.</source>
        <translation>Snapshot %1 kann nicht wiederhergestellt werden: Sein Container-Image %2 ist nicht mehr auf der Engine (es wurde außerhalb von Shadowbox entfernt). Stellen Sie einen anderen Snapshot wieder her.</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/SnapshotRestore.cpp" line="68"/>
        <source>A command is still running in sandbox &quot;%1&quot; (from this or another Shadowbox window or command). Stop it first, or restore with the option that stops it.</source>
        <translation>In der Sandbox „%1“ läuft noch ein Befehl (aus diesem oder einem anderen Shadowbox-Fenster oder Befehl). Stoppen Sie ihn zuerst, oder stellen Sie mit der Option wieder her, die ihn stoppt.</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/SnapshotRestore.cpp" line="186"/>
        <source>Nothing was restored: the snapshot of the current state, taken first so that nothing is lost, failed. %1</source>
        <translation>Es wurde nichts wiederhergestellt: Der Snapshot des aktuellen Stands, der zuerst erstellt wird, damit nichts verloren geht, ist fehlgeschlagen. %1</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/SnapshotRestore.cpp" line="193"/>
        <source>Nothing was restored: the container that replaces the current one could not be made. %1</source>
        <translation>Nichts wurde wiederhergestellt: Der Container, der den aktuellen ersetzt, konnte nicht angelegt werden. %1</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/SnapshotRestore.cpp" line="199"/>
        <source>The restore was canceled before it changed anything.</source>
        <translation>Die Wiederherstellung wurde abgebrochen, bevor sie etwas geändert hat.</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/SnapshotRestore.cpp" line="222"/>
        <source>The commands running in sandbox &quot;%1&quot; were stopped, but a Shadowbox process that ran one has not let go after %2 seconds. The restore is finished when that process ends, at the next start.</source>
        <translation>Die Befehle in der Sandbox „%1“ wurden gestoppt, aber ein Shadowbox-Prozess, der einen davon ausgeführt hat, hat die Sandbox nach %2 Sekunden noch nicht freigegeben. Die Wiederherstellung wird abgeschlossen, wenn dieser Prozess endet, beim nächsten Start.</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/SnapshotRestore.cpp" line="303"/>
        <source>The container this restore replaced could not be removed (%1); the next reconcile removes it.</source>
        <translation>Der Container, den diese Wiederherstellung ersetzt hat, konnte nicht entfernt werden (%1); der nächste Abgleich entfernt ihn.</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/SnapshotRestore.cpp" line="328"/>
        <source>The container %1 is not one a restore of sandbox %2 set aside; it is left alone.</source>
        <translation>Der Container %1 wurde nicht von einer Wiederherstellung der Sandbox %2 beiseitegelegt; er bleibt unangetastet.</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/SnapshotRestore.cpp" line="334"/>
        <source>The container a restore of sandbox %1 replaced could not be removed (%2); the next reconcile removes it.</source>
        <translation>Der Container, den eine Wiederherstellung der Sandbox %1 ersetzt hat, konnte nicht entfernt werden (%2); der nächste Abgleich entfernt ihn.</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/SnapshotRestore.cpp" line="415"/>
        <source>The files and the system were restored, but the mocks were not put back: %1</source>
        <translation>Die Dateien und das System wurden wiederhergestellt, die Mocks aber nicht: %1</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/SnapshotRestore.cpp" line="440"/>
        <source>A restore of sandbox &quot;%1&quot; was cut short and cannot be finished: %2</source>
        <translation>Eine Wiederherstellung der Sandbox „%1“ wurde unterbrochen und kann nicht abgeschlossen werden: %2</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/SnapshotRestore.cpp" line="449"/>
        <source>A restore of sandbox &quot;%1&quot; was cut short; it is finished once nothing else runs in the sandbox.</source>
        <translation>Eine Wiederherstellung der Sandbox „%1“ wurde unterbrochen; sie wird abgeschlossen, sobald nichts anderes mehr in der Sandbox läuft.</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/SnapshotRestore.cpp" line="457"/>
        <source>A restore of sandbox &quot;%1&quot; to snapshot %2 was cut short, and finishing it failed: %3</source>
        <translation>Eine Wiederherstellung der Sandbox „%1“ aus Snapshot %2 wurde unterbrochen, und ihr Abschluss ist fehlgeschlagen: %3</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/SnapshotRestore.cpp" line="468"/>
        <source>A restore of sandbox &quot;%1&quot; to snapshot %2 was cut short; it is finished now.</source>
        <translation>Eine Wiederherstellung der Sandbox „%1“ aus Snapshot %2 wurde unterbrochen; sie ist jetzt abgeschlossen.</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/Snapshotter.cpp" line="48"/>
        <source>Sandbox &quot;%1&quot; is busy: another Shadowbox window or command has been taking or restoring a snapshot of it for %2 seconds. Try again when it has finished.</source>
        <translation>Die Sandbox „%1“ ist belegt: Ein anderes Shadowbox-Fenster oder ein anderer Befehl ist seit %2 Sekunden dabei, einen Snapshot von ihr zu erstellen oder wiederherzustellen. Versuchen Sie es erneut, wenn das abgeschlossen ist.</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/Snapshotter.cpp" line="60"/>
        <source>The sandbox has no snapshot store (%1): it has no snapshots, or it was destroyed.</source>
        <translation>Die Sandbox hat keinen Snapshot-Speicher (%1): Sie hat keine Snapshots, oder sie wurde gelöscht.</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/Snapshotter.cpp" line="86"/>
        <source>The number of automatic snapshots to keep must be between 1 and %1, not %2.</source>
        <translation>Die Zahl der zu behaltenden automatischen Snapshots muss zwischen 1 und %1 liegen, nicht bei %2.</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/Snapshotter.cpp" line="94"/>
        <source>The excluded path &quot;%1&quot; cannot be used: %2</source>
        <translation>Der ausgelassene Pfad „%1“ kann nicht verwendet werden: %2</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/Snapshotter.cpp" line="97"/>
        <source>it is absolute. Give it relative to the workspace, for example node_modules or .cache/pip.</source>
        <translation>Er ist absolut. Geben Sie ihn relativ zum Arbeitsbereich an, zum Beispiel node_modules oder .cache/pip.</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/Snapshotter.cpp" line="101"/>
        <source>it holds a control character.</source>
        <translation>Er enthält ein Steuerzeichen.</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/Snapshotter.cpp" line="106"/>
        <source>&quot;..&quot; would leave the workspace.</source>
        <translation>„..“ würde den Arbeitsbereich verlassen.</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/Snapshotter.cpp" line="111"/>
        <source>it names the whole workspace. Name a file or folder inside it.</source>
        <translation>Er bezeichnet den ganzen Arbeitsbereich. Nennen Sie eine Datei oder einen Ordner darin.</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/Snapshotter.cpp" line="118"/>
        <source>At most %1 paths can be excluded from snapshots; %2 were given. Exclude the folders that hold them instead.</source>
        <translation>Höchstens %1 Pfade können aus Snapshots ausgelassen werden; %2 wurden angegeben. Lassen Sie stattdessen die Ordner aus, die sie enthalten.</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/Snapshotter.cpp" line="135"/>
        <source>folders nested too deep: %1</source>
        <translation>zu tief verschachtelte Ordner: %1</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/Snapshotter.cpp" line="185"/>
        <source>Sandbox &quot;%1&quot; is %2: only a running or stopped sandbox has a snapshot to take.</source>
        <translation>Von der Sandbox „%1“ kann kein Snapshot erstellt werden (Status: %2): Das geht nur bei einer laufenden oder gestoppten Sandbox.</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/Snapshotter.cpp" line="205"/>
        <source>Sandbox &quot;%1&quot; is being destroyed: no snapshot is taken of it.</source>
        <translation>Die Sandbox „%1“ wird gerade gelöscht: Es wird kein Snapshot von ihr erstellt.</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/Snapshotter.cpp" line="302"/>
        <source>Before: %1</source>
        <translation>Vor: %1</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/Snapshotter.cpp" line="379"/>
        <source>Sandbox &quot;%1&quot; has no snapshots yet.</source>
        <translation>Die Sandbox „%1“ hat noch keine Snapshots.</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/Snapshotter.cpp" line="387"/>
        <source>Sandbox &quot;%1&quot; has no snapshot %2.</source>
        <translation>Die Sandbox „%1“ hat keinen Snapshot %2.</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/Snapshotter.cpp" line="421"/>
        <source>Sandbox &quot;%1&quot; has no snapshot taken before a command, so there is no command to undo.</source>
        <translation>Die Sandbox „%1“ hat keinen vor einem Befehl erstellten Snapshot, daher gibt es keinen Befehl, der sich rückgängig machen lässt.</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/Snapshotter.cpp" line="428"/>
        <source>Sandbox &quot;%1&quot; has no known good snapshot yet: one is marked after a command exits with code 0.</source>
        <translation>Die Sandbox „%1“ hat noch keinen funktionierenden Snapshot: Ein Snapshot wird als funktionierend markiert, wenn ein Befehl mit Exit-Code 0 endet.</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/Snapshotter.cpp" line="489"/>
        <source>Snapshot %1&apos;s workspace (%2) is not in the snapshot store.</source>
        <translation>Der Arbeitsbereich von Snapshot %1 (%2) ist nicht im Snapshot-Speicher.</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/Snapshotter.cpp" line="500"/>
        <source>Snapshot %1&apos;s container image %2 is no longer on the engine.</source>
        <translation>Das Container-Image %2 von Snapshot %1 ist nicht mehr auf der Engine.</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/Snapshotter.cpp" line="625"/>
        <source>%1 is not a sandbox id.</source>
        <translation>%1 ist keine Sandbox-ID.</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/Snapshotter.cpp" line="631"/>
        <source>Cannot remove the snapshot store %1. Check its permissions.</source>
        <translation>Der Snapshot-Speicher %1 kann nicht entfernt werden. Prüfen Sie seine Berechtigungen.</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/SnapshotFork.cpp" line="29"/>
        <source>Sandbox &quot;%1&quot; has no snapshot store, so snapshot %2 cannot be read.</source>
        <translation>Die Sandbox „%1“ hat keinen Snapshot-Speicher, daher kann Snapshot %2 nicht gelesen werden.</translation>
    </message>
</context>
<context>
    <name>StarterImage</name>
    <message>
        <location filename="../engine/runtime/StarterImage.cpp" line="80"/>
        <source>`%1 --list` failed; reinstall busybox-static.</source>
        <translation>`%1 --list` ist fehlgeschlagen; installieren Sie busybox-static neu.</translation>
    </message>
    <message>
        <location filename="../engine/runtime/StarterImage.cpp" line="98"/>
        <source>Cannot read %1: %2.</source>
        <translation>%1 kann nicht gelesen werden: %2.</translation>
    </message>
    <message>
        <location filename="../engine/runtime/StarterImage.cpp" line="127"/>
        <source>The starter image is already present.</source>
        <translation>Das Starter-Image ist bereits vorhanden.</translation>
    </message>
    <message>
        <location filename="../engine/runtime/StarterImage.cpp" line="131"/>
        <source>Looking for a static busybox on this machine…</source>
        <translation>Statisches BusyBox auf diesem Rechner wird gesucht…</translation>
    </message>
    <message>
        <location filename="../engine/runtime/StarterImage.cpp" line="136"/>
        <source>Building the starter image needs a static busybox on this machine. Install it with `sudo apt install busybox-static` (Fedora: `sudo dnf install busybox`), or pull an image with `podman pull debian:bookworm`.</source>
        <translation>Zum Erstellen des Starter-Images wird ein statisches BusyBox auf diesem Rechner benötigt. Installieren Sie es mit `sudo apt install busybox-static` (Fedora: `sudo dnf install busybox`), oder laden Sie ein Image mit `podman pull debian:bookworm` herunter.</translation>
    </message>
    <message>
        <location filename="../engine/runtime/StarterImage.cpp" line="143"/>
        <source>Packing the root filesystem (%1 commands)…</source>
        <translation>Root-Dateisystem wird gepackt (%1 Befehle)…</translation>
    </message>
    <message>
        <location filename="../engine/runtime/StarterImage.cpp" line="148"/>
        <source>Importing %1 (%2 KiB)…</source>
        <translation>%1 wird importiert (%2 KiB)…</translation>
    </message>
    <message>
        <location filename="../engine/runtime/StarterImage.cpp" line="159"/>
        <source>%1 is ready.</source>
        <translation>%1 ist bereit.</translation>
    </message>
</context>
<context>
    <name>StateSync</name>
    <message>
        <location filename="../engine/sandbox/StateSync.cpp" line="48"/>
        <source>Its container no longer exists on the engine.</source>
        <translation>Der Container der Sandbox existiert auf der Engine nicht mehr.</translation>
    </message>
</context>
<context>
    <name>Store</name>
    <message>
        <location filename="../engine/store/StoreInternal.h" line="61"/>
        <source>%1 failed in Shadowbox&apos;s database: %2. If the disk is full, free some space and try again.</source>
        <translation>%1 ist in der Datenbank von Shadowbox fehlgeschlagen: %2. Wenn der Datenträger voll ist, geben Sie Speicherplatz frei und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <location filename="../engine/store/Store.cpp" line="89"/>
        <source>Reading sandbox steps</source>
        <translation>Das Lesen der Sandbox-Schritte</translation>
    </message>
    <message>
        <location filename="../engine/store/Store.cpp" line="151"/>
        <source>Cannot open the database %1: %2.</source>
        <translation>Die Datenbank %1 kann nicht geöffnet werden: %2.</translation>
    </message>
    <message>
        <location filename="../engine/store/Store.cpp" line="177"/>
        <source>Reading the database id</source>
        <translation>Das Lesen der Datenbank-ID</translation>
    </message>
    <message>
        <location filename="../engine/store/Store.cpp" line="191"/>
        <location filename="../engine/store/Store.cpp" line="265"/>
        <location filename="../engine/store/Store.cpp" line="291"/>
        <source>Saving the sandbox</source>
        <translation>Das Speichern der Sandbox</translation>
    </message>
    <message>
        <location filename="../engine/store/Store.cpp" line="262"/>
        <source>A sandbox named &quot;%1&quot; already exists. Choose another name or destroy that sandbox first.</source>
        <translation>Eine Sandbox namens „%1“ existiert bereits. Wählen Sie einen anderen Namen, oder löschen Sie zuerst diese Sandbox.</translation>
    </message>
    <message>
        <location filename="../engine/store/Store.cpp" line="272"/>
        <location filename="../engine/store/Store.cpp" line="287"/>
        <source>Saving the sandbox steps</source>
        <translation>Das Speichern der Sandbox-Schritte</translation>
    </message>
    <message>
        <location filename="../engine/store/Store.cpp" line="308"/>
        <source>Saving the network policy</source>
        <translation>Speichern der Netzwerkrichtlinie</translation>
    </message>
    <message>
        <location filename="../engine/store/Store.cpp" line="319"/>
        <source>Removing the sandbox record</source>
        <translation>Das Entfernen des Sandbox-Eintrags</translation>
    </message>
    <message>
        <location filename="../engine/store/Store.cpp" line="332"/>
        <location filename="../engine/store/Store.cpp" line="351"/>
        <source>Listing sandboxes</source>
        <translation>Das Auflisten der Sandboxes</translation>
    </message>
    <message>
        <location filename="../engine/store/Store.cpp" line="365"/>
        <source>Looking up the sandbox</source>
        <translation>Das Nachschlagen der Sandbox</translation>
    </message>
    <message>
        <location filename="../engine/store/Store.cpp" line="382"/>
        <source>Checking the sandbox name</source>
        <translation>Das Prüfen des Sandbox-Namens</translation>
    </message>
    <message>
        <location filename="../engine/store/Store.cpp" line="393"/>
        <location filename="../engine/store/Store.cpp" line="411"/>
        <location filename="../engine/store/Store.cpp" line="433"/>
        <location filename="../engine/store/Store.cpp" line="439"/>
        <source>Recording the command</source>
        <translation>Das Speichern des Befehls</translation>
    </message>
    <message>
        <location filename="../engine/store/Store.cpp" line="455"/>
        <source>Reading the run history</source>
        <translation>Das Lesen des Befehlsverlaufs</translation>
    </message>
    <message>
        <location filename="../engine/store/StoreSnapshots.cpp" line="132"/>
        <location filename="../engine/store/StoreSnapshots.cpp" line="138"/>
        <source>Recording the snapshot</source>
        <translation>Das Speichern des Snapshots</translation>
    </message>
    <message>
        <location filename="../engine/store/StoreSnapshots.cpp" line="151"/>
        <location filename="../engine/store/StoreSnapshots.cpp" line="168"/>
        <source>Reading the snapshots</source>
        <translation>Das Lesen der Snapshots</translation>
    </message>
    <message>
        <location filename="../engine/store/Store.cpp" line="423"/>
        <location filename="../engine/store/StoreSnapshots.cpp" line="182"/>
        <source>Recording the snapshot&apos;s command</source>
        <translation>Das Speichern des Befehls zum Snapshot</translation>
    </message>
    <message>
        <location filename="../engine/store/StoreSnapshots.cpp" line="89"/>
        <source>Forgetting mocks no snapshot needs</source>
        <translation>Mocks verwerfen, die kein Snapshot mehr braucht</translation>
    </message>
    <message>
        <location filename="../engine/store/StoreSnapshots.cpp" line="193"/>
        <source>Labelling the snapshot</source>
        <translation>Das Setzen der Bezeichnung des Snapshots</translation>
    </message>
    <message>
        <location filename="../engine/store/StoreSnapshots.cpp" line="201"/>
        <location filename="../engine/store/StoreSnapshots.cpp" line="210"/>
        <location filename="../engine/store/StoreSnapshots.cpp" line="218"/>
        <location filename="../engine/store/StoreSnapshots.cpp" line="229"/>
        <location filename="../engine/store/StoreSnapshots.cpp" line="233"/>
        <source>Forgetting snapshots</source>
        <translation>Das Verwerfen von Snapshots</translation>
    </message>
    <message>
        <location filename="../engine/store/StoreSnapshots.cpp" line="243"/>
        <location filename="../engine/store/StoreSnapshots.cpp" line="252"/>
        <location filename="../engine/store/StoreSnapshots.cpp" line="260"/>
        <location filename="../engine/store/StoreSnapshots.cpp" line="272"/>
        <source>Keeping the mocks</source>
        <translation>Mocks speichern</translation>
    </message>
    <message>
        <location filename="../engine/store/StoreSnapshots.cpp" line="283"/>
        <location filename="../engine/store/StoreSnapshots.cpp" line="300"/>
        <source>Reading the mocks</source>
        <translation>Mocks lesen</translation>
    </message>
    <message>
        <location filename="../engine/store/StoreSnapshots.cpp" line="304"/>
        <source>The mocks kept as state %1 of the sandbox are gone from the database.</source>
        <translation>Die als Stand %1 der Sandbox gespeicherten Mocks fehlen in der Datenbank.</translation>
    </message>
    <message>
        <location filename="../engine/store/StoreSnapshots.cpp" line="316"/>
        <source>Reading the snapshot settings</source>
        <translation>Lesen der Snapshot-Einstellungen</translation>
    </message>
    <message>
        <location filename="../engine/store/StoreSnapshots.cpp" line="338"/>
        <source>Saving the snapshot settings</source>
        <translation>Speichern der Snapshot-Einstellungen</translation>
    </message>
    <message>
        <location filename="../engine/store/StoreSnapshots.cpp" line="351"/>
        <location filename="../engine/store/StoreSnapshots.cpp" line="361"/>
        <source>Recording the restore</source>
        <translation>Das Speichern der Wiederherstellung</translation>
    </message>
    <message>
        <location filename="../engine/store/StoreSnapshots.cpp" line="370"/>
        <source>Reading the restores</source>
        <translation>Das Lesen der Wiederherstellungen</translation>
    </message>
    <message>
        <location filename="../engine/store/StoreReviews.cpp" line="58"/>
        <location filename="../engine/store/StoreReviews.cpp" line="80"/>
        <location filename="../engine/store/StoreReviews.cpp" line="87"/>
        <source>Opening the review</source>
        <translation>Das Öffnen des Reviews</translation>
    </message>
    <message>
        <location filename="../engine/store/StoreReviews.cpp" line="90"/>
        <source>The review was ended by another Shadowbox process while it was being opened. Open it again.</source>
        <translation>Das Review wurde von einem anderen Shadowbox-Prozess beendet, während es geöffnet wurde. Öffnen Sie es erneut.</translation>
    </message>
    <message>
        <location filename="../engine/store/StoreReviews.cpp" line="104"/>
        <source>Reading the review</source>
        <translation>Das Lesen des Reviews</translation>
    </message>
    <message>
        <location filename="../engine/store/StoreReviews.cpp" line="118"/>
        <source>Reading the reviews</source>
        <translation>Das Lesen der Reviews</translation>
    </message>
    <message>
        <location filename="../engine/store/StoreReviews.cpp" line="140"/>
        <source>Recording how the review ended</source>
        <translation>Das Speichern des Review-Ergebnisses</translation>
    </message>
    <message>
        <location filename="../engine/store/StoreReviews.cpp" line="143"/>
        <source>Review %1 is no longer open: another Shadowbox window or command has applied or discarded it.</source>
        <translation>Review %1 ist nicht mehr offen: Ein anderes Shadowbox-Fenster oder ein anderer Befehl hat es übernommen oder verworfen.</translation>
    </message>
    <message>
        <location filename="../engine/store/StoreReviews.cpp" line="174"/>
        <source>Saving the decision</source>
        <translation>Das Speichern der Entscheidung</translation>
    </message>
    <message>
        <location filename="../engine/store/StoreReviews.cpp" line="187"/>
        <source>Reading the decisions</source>
        <translation>Das Lesen der Entscheidungen</translation>
    </message>
    <message>
        <location filename="../engine/store/StoreReviews.cpp" line="210"/>
        <source>Saving the secret&apos;s name</source>
        <translation>Das Speichern des Namens des Geheimnisses</translation>
    </message>
    <message>
        <location filename="../engine/store/StoreReviews.cpp" line="222"/>
        <source>Forgetting the secret&apos;s name</source>
        <translation>Das Verwerfen des Namens des Geheimnisses</translation>
    </message>
    <message>
        <location filename="../engine/store/StoreReviews.cpp" line="232"/>
        <source>Reading the secrets&apos; names</source>
        <translation>Das Lesen der Namen der Geheimnisse</translation>
    </message>
    <message>
        <location filename="../engine/store/StoreActivity.cpp" line="59"/>
        <location filename="../engine/store/StoreActivity.cpp" line="115"/>
        <location filename="../engine/store/StoreActivity.cpp" line="133"/>
        <source>Recording the activity</source>
        <translation>Das Speichern der Aktivität</translation>
    </message>
    <message>
        <location filename="../engine/store/StoreActivity.cpp" line="38"/>
        <location filename="../engine/store/StoreActivity.cpp" line="167"/>
        <location filename="../engine/store/StoreActivity.cpp" line="204"/>
        <source>Reading the activity log</source>
        <translation>Das Lesen des Aktivitätsprotokolls</translation>
    </message>
</context>
<context>
    <name>Teardown</name>
    <message>
        <location filename="../engine/sandbox/Teardown.cpp" line="76"/>
        <location filename="../engine/sandbox/Teardown.cpp" line="85"/>
        <source>Sandbox &quot;%1&quot; is already destroyed.</source>
        <translation>Die Sandbox „%1“ ist bereits gelöscht.</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/Teardown.cpp" line="106"/>
        <source>Sandbox &quot;%1&quot; was not fully removed. %2 Try Destroy again; if it persists, run the doctor to check the engine.</source>
        <translation>Die Sandbox „%1“ wurde nicht vollständig entfernt. %2 Versuchen Sie „Löschen“ erneut; bleibt das Problem bestehen, prüfen Sie die Engine mit der Diagnose.</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/Teardown.cpp" line="260"/>
        <source>%1 is not inside Shadowbox&apos;s workspaces folder</source>
        <translation>%1 liegt nicht im Ordner der Arbeitsbereiche von Shadowbox</translation>
    </message>
</context>
<context>
    <name>TeardownProof</name>
    <message>
        <location filename="../engine/sandbox/Teardown.cpp" line="26"/>
        <source>Removed without opening them: %1.</source>
        <translation>Entfernt, ohne sie zu öffnen: %1.</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/Teardown.cpp" line="29"/>
        <source>Nothing labelled with this sandbox remains on the engine, and its workspace is gone.</source>
        <translation>Auf der Engine ist nichts mit dem Label dieser Sandbox übrig, und ihr Arbeitsbereich ist entfernt.</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/Teardown.cpp" line="32"/>
        <source>containers: %1</source>
        <translation>Container: %1</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/Teardown.cpp" line="34"/>
        <source>networks: %1</source>
        <translation>Netzwerke: %1</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/Teardown.cpp" line="36"/>
        <source>volumes: %1</source>
        <translation>Volumes: %1</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/Teardown.cpp" line="38"/>
        <source>snapshot images: %1</source>
        <translation>Snapshot-Images: %1</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/Teardown.cpp" line="40"/>
        <source>the workspace folder</source>
        <translation>der Arbeitsbereichsordner</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/Teardown.cpp" line="42"/>
        <source>the snapshot store</source>
        <translation>der Snapshot-Speicher</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/Teardown.cpp" line="43"/>
        <source>Still present after teardown: %1.</source>
        <translation>Nach dem Abbau noch vorhanden: %1.</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/Teardown.cpp" line="50"/>
        <source>Container removed: %1</source>
        <translation>Container entfernt: %1</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/Teardown.cpp" line="52"/>
        <source>Network removed: %1</source>
        <translation>Netzwerk entfernt: %1</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/Teardown.cpp" line="54"/>
        <source>Volume removed: %1</source>
        <translation>Volume entfernt: %1</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/Teardown.cpp" line="56"/>
        <source>Snapshot images removed: %1</source>
        <translation>Snapshot-Images entfernt: %1</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/Teardown.cpp" line="58"/>
        <source>Snapshot images untagged, kept as layers of a fork&apos;s image until that fork goes: %1</source>
        <translation>Snapshot-Images ohne Tag, als Schichten des Images einer Abzweigung behalten, bis diese entfernt wird: %1</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/Teardown.cpp" line="61"/>
        <source>Snapshots forgotten: %1</source>
        <translation>Snapshots verworfen: %1</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/Teardown.cpp" line="63"/>
        <source>Workspace removed: %1 (%2 freed)</source>
        <translation>Arbeitsbereich entfernt: %1 (%2 freigegeben)</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/Teardown.cpp" line="65"/>
        <source>Kept command outputs removed: %1</source>
        <translation>Gespeicherte Befehlsausgaben entfernt: %1</translation>
    </message>
</context>
<context>
    <name>TerminalSession</name>
    <message>
        <location filename="../engine/sandbox/TerminalSession.cpp" line="53"/>
        <source>Sandbox &quot;%1&quot; is %2. Start it first.</source>
        <translation>Die Sandbox „%1“ läuft nicht (Status: %2). Starten Sie sie zuerst.</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/TerminalSession.cpp" line="58"/>
        <source>terminal: %1</source>
        <translation>Terminal: %1</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/TerminalSession.cpp" line="60"/>
        <source>The terminal did not open: the snapshot that comes before it could not be taken. %1</source>
        <translation>Das Terminal wurde nicht geöffnet: Der Snapshot, der ihm vorausgeht, konnte nicht erstellt werden. %1</translation>
    </message>
</context>
<context>
    <name>ToolSchema</name>
    <message>
        <location filename="../engine/agents/ToolSchema.cpp" line="17"/>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <location filename="../engine/agents/ToolSchema.cpp" line="19"/>
        <source>a boolean</source>
        <translation>ein Wahrheitswert</translation>
    </message>
    <message>
        <location filename="../engine/agents/ToolSchema.cpp" line="21"/>
        <location filename="../engine/agents/ToolSchema.cpp" line="41"/>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <location filename="../engine/agents/ToolSchema.cpp" line="23"/>
        <location filename="../engine/agents/ToolSchema.cpp" line="37"/>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <location filename="../engine/agents/ToolSchema.cpp" line="25"/>
        <location filename="../engine/agents/ToolSchema.cpp" line="45"/>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <location filename="../engine/agents/ToolSchema.cpp" line="27"/>
        <location filename="../engine/agents/ToolSchema.cpp" line="46"/>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <location filename="../engine/agents/ToolSchema.cpp" line="31"/>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <location filename="../engine/agents/ToolSchema.cpp" line="39"/>
        <source>an integer</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <location filename="../engine/agents/ToolSchema.cpp" line="43"/>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <location filename="../engine/agents/ToolSchema.cpp" line="75"/>
        <source>The argument &quot;%1&quot; must be %2, not %3.</source>
        <translation>Das Argument „%1“ muss %2 sein, nicht %3.</translation>
    </message>
    <message>
        <location filename="../engine/agents/ToolSchema.cpp" line="83"/>
        <source>The argument &quot;%1&quot; must be one of %2.</source>
        <translation>Das Argument „%1“ muss einer dieser Werte sein: %2.</translation>
    </message>
    <message>
        <location filename="../engine/agents/ToolSchema.cpp" line="89"/>
        <source>The argument &quot;%1&quot; must be at least %2; it is %3.</source>
        <translation>Das Argument „%1“ muss mindestens %2 sein; es ist %3.</translation>
    </message>
    <message>
        <location filename="../engine/agents/ToolSchema.cpp" line="92"/>
        <source>The argument &quot;%1&quot; must be at most %2; it is %3.</source>
        <translation>Das Argument „%1“ darf höchstens %2 sein; es ist %3.</translation>
    </message>
    <message>
        <location filename="../engine/agents/ToolSchema.cpp" line="100"/>
        <source>The argument &quot;%1&quot; must not be empty.</source>
        <translation>Das Argument „%1“ darf nicht leer sein.</translation>
    </message>
    <message>
        <location filename="../engine/agents/ToolSchema.cpp" line="101"/>
        <source>The argument &quot;%1&quot; must be at least %2 characters long.</source>
        <translation>Das Argument „%1“ muss mindestens %2 Zeichen lang sein.</translation>
    </message>
    <message>
        <location filename="../engine/agents/ToolSchema.cpp" line="105"/>
        <source>The argument &quot;%1&quot; must be at most %2 characters long; it has %3.</source>
        <translation>Das Argument „%1“ darf höchstens %2 Zeichen lang sein; es hat %3.</translation>
    </message>
    <message>
        <location filename="../engine/agents/ToolSchema.cpp" line="113"/>
        <source>The argument &quot;%1&quot; must hold at least %2 items.</source>
        <translation>Das Argument „%1“ muss mindestens %2 Elemente enthalten.</translation>
    </message>
    <message>
        <location filename="../engine/agents/ToolSchema.cpp" line="118"/>
        <source>The argument &quot;%1&quot; must hold at most %2 items.</source>
        <translation>Das Argument „%1“ darf höchstens %2 Elemente enthalten.</translation>
    </message>
    <message>
        <location filename="../engine/agents/ToolSchema.cpp" line="138"/>
        <source>The argument &quot;%1&quot; is missing.</source>
        <translation>Das Argument „%1“ fehlt.</translation>
    </message>
    <message>
        <location filename="../engine/agents/ToolSchema.cpp" line="139"/>
        <source>The argument &quot;%1&quot; is missing: %2</source>
        <translation>Das Argument „%1“ fehlt: %2</translation>
    </message>
    <message>
        <location filename="../engine/agents/ToolSchema.cpp" line="146"/>
        <source>There is no argument &quot;%1&quot;: this tool takes none.</source>
        <translation>Es gibt kein Argument „%1“: Dieses Tool nimmt keine Argumente.</translation>
    </message>
    <message>
        <location filename="../engine/agents/ToolSchema.cpp" line="148"/>
        <source>There is no argument &quot;%1&quot;. This tool takes: %2.</source>
        <translation>Es gibt kein Argument „%1“. Dieses Tool nimmt: %2.</translation>
    </message>
    <message>
        <location filename="../engine/agents/ToolSchema.cpp" line="210"/>
        <source>&quot;arguments&quot; must be a JSON object, not %1.</source>
        <translation>„arguments“ muss ein JSON-Objekt sein, nicht %1.</translation>
    </message>
</context>
<context>
    <name>Transport</name>
    <message>
        <location filename="../engine/runtime/Transport.cpp" line="51"/>
        <location filename="../engine/runtime/Transport.cpp" line="127"/>
        <source>The container engine at %1 stopped accepting data.</source>
        <translation>Die Container-Engine unter %1 nimmt keine Daten mehr an.</translation>
    </message>
    <message>
        <location filename="../engine/runtime/Transport.cpp" line="80"/>
        <location filename="../engine/runtime/Transport.cpp" line="177"/>
        <source>The connection to the container engine at %1 was lost (%2). Check that the engine is still running.</source>
        <translation>Die Verbindung zur Container-Engine unter %1 ist abgebrochen (%2). Prüfen Sie, ob die Engine noch läuft.</translation>
    </message>
    <message>
        <location filename="../engine/runtime/Transport.cpp" line="233"/>
        <source>No container engine is listening at %1 (the socket does not exist). Start Podman or Docker, or choose another engine in File ▸ Settings (or with SHADOWBOX_ENGINE).</source>
        <translation>Unter %1 wartet keine Container-Engine auf Verbindungen (der Socket existiert nicht). Starten Sie Podman oder Docker, oder wählen Sie unter Datei ▸ Einstellungen (oder mit SHADOWBOX_ENGINE) eine andere Engine.</translation>
    </message>
    <message>
        <location filename="../engine/runtime/Transport.cpp" line="240"/>
        <source>The container engine at %1 refused the connection; it is probably not running. Start it (for example `systemctl start docker` or `podman system service`) and try again.</source>
        <translation>Die Container-Engine unter %1 hat die Verbindung abgelehnt; wahrscheinlich läuft sie nicht. Starten Sie sie (zum Beispiel mit `systemctl start docker` oder `podman system service`) und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <location filename="../engine/runtime/Transport.cpp" line="247"/>
        <source>Permission denied on the engine socket %1. Add your user to the group that owns it (for Docker: `sudo usermod -aG docker $USER`, then log in again) or use rootless Podman.</source>
        <translation>Keine Berechtigung für den Engine-Socket %1. Fügen Sie Ihren Benutzer der Gruppe hinzu, der er gehört (für Docker: `sudo usermod -aG docker $USER`, danach neu anmelden), oder verwenden Sie Podman ohne root.</translation>
    </message>
    <message>
        <location filename="../engine/runtime/Transport.cpp" line="254"/>
        <source>The container engine at %1 did not accept the connection in time.</source>
        <translation>Die Container-Engine unter %1 hat die Verbindung nicht rechtzeitig angenommen.</translation>
    </message>
    <message>
        <location filename="../engine/runtime/Transport.cpp" line="257"/>
        <source>Cannot connect to the container engine at %1: %2.</source>
        <translation>Keine Verbindung zur Container-Engine unter %1 möglich: %2.</translation>
    </message>
    <message>
        <location filename="../engine/runtime/Transport.cpp" line="286"/>
        <source>Cannot connect to the container engine at %1: %2. Check the address and that the engine listens on TCP.</source>
        <translation>Keine Verbindung zur Container-Engine unter %1 möglich: %2. Prüfen Sie die Adresse und ob die Engine auf TCP wartet.</translation>
    </message>
</context>
<context>
    <name>UserNamespace</name>
    <message>
        <location filename="../engine/core/SandboxTypes.cpp" line="284"/>
        <source>Root in the sandbox is mapped to an unprivileged user on the host.</source>
        <translation>Root in der Sandbox entspricht auf dem Host einem Benutzer ohne besondere Rechte.</translation>
    </message>
    <message>
        <location filename="../engine/core/SandboxTypes.cpp" line="287"/>
        <source>No user namespace: root in the sandbox is root on the host&apos;s files in the workspace (the workspace is private to you, 0700).</source>
        <translation>Kein User-Namespace: Root in der Sandbox ist Root für die Dateien des Hosts im Arbeitsbereich (der Arbeitsbereich ist nur Ihnen zugänglich, 0700).</translation>
    </message>
    <message>
        <location filename="../engine/core/SandboxTypes.cpp" line="293"/>
        <source>Not recorded: the sandbox was made before Shadowbox asked the engine about user namespaces.</source>
        <translation>Nicht erfasst: Die Sandbox wurde erstellt, bevor Shadowbox die Engine nach User-Namespaces fragte.</translation>
    </message>
</context>
<context>
    <name>WorkspaceCopier</name>
    <message>
        <location filename="../engine/sandbox/WorkspaceCopier.cpp" line="54"/>
        <source>The disk holding %1 is full, so the workspace copy stopped at %2. Free some space (or set SHADOWBOX_DATA_DIR to a larger disk) and create the sandbox again.</source>
        <translation>Der Datenträger mit %1 ist voll, daher wurde das Kopieren in den Arbeitsbereich bei %2 abgebrochen. Geben Sie Speicherplatz frei (oder setzen Sie SHADOWBOX_DATA_DIR auf einen größeren Datenträger) und erstellen Sie die Sandbox erneut.</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/WorkspaceCopier.cpp" line="60"/>
        <source>Copying %1 into the workspace failed: %2. Check that the file is readable and that %3 is writable.</source>
        <translation>Das Kopieren von %1 in den Arbeitsbereich ist fehlgeschlagen: %2. Prüfen Sie, ob die Datei lesbar und %3 beschreibbar ist.</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/WorkspaceCopier.cpp" line="125"/>
        <source>The workspace copy was canceled.</source>
        <translation>Das Kopieren in den Arbeitsbereich wurde abgebrochen.</translation>
    </message>
</context>
<context>
    <name>WorkspaceFiles</name>
    <message>
        <location filename="../engine/agents/WorkspaceFiles.cpp" line="67"/>
        <source>named pipe (FIFO)</source>
        <translation>benannte Pipe (FIFO)</translation>
    </message>
    <message>
        <location filename="../engine/agents/WorkspaceFiles.cpp" line="69"/>
        <source>character device</source>
        <translation>zeichenorientiertes Gerät</translation>
    </message>
    <message>
        <location filename="../engine/agents/WorkspaceFiles.cpp" line="71"/>
        <source>block device</source>
        <translation>blockorientiertes Gerät</translation>
    </message>
    <message>
        <location filename="../engine/agents/WorkspaceFiles.cpp" line="73"/>
        <source>socket</source>
        <translation>Socket</translation>
    </message>
    <message>
        <location filename="../engine/agents/WorkspaceFiles.cpp" line="75"/>
        <source>symbolic link</source>
        <translation>symbolischer Link</translation>
    </message>
    <message>
        <location filename="../engine/agents/WorkspaceFiles.cpp" line="76"/>
        <source>special file</source>
        <translation>Spezialdatei</translation>
    </message>
    <message>
        <location filename="../engine/agents/WorkspaceFiles.cpp" line="82"/>
        <source>%1 is a symbolic link to %2, outside /workspace. Use a path inside /workspace instead of the link.</source>
        <translation>%1 ist ein symbolischer Link auf %2, außerhalb von /workspace. Verwenden Sie statt des Links einen Pfad innerhalb von /workspace.</translation>
    </message>
    <message>
        <location filename="../engine/agents/WorkspaceFiles.cpp" line="89"/>
        <source>Cannot open %1 (%2).</source>
        <translation>%1 kann nicht geöffnet werden (%2).</translation>
    </message>
    <message>
        <location filename="../engine/agents/WorkspaceFiles.cpp" line="96"/>
        <source>The disk holding the workspace is full, so %1 was not written. Free some space (remove build output, for example) and try again.</source>
        <translation>Der Datenträger mit dem Arbeitsbereich ist voll, daher wurde %1 nicht geschrieben. Geben Sie Speicherplatz frei (entfernen Sie zum Beispiel Build-Ausgaben) und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <location filename="../engine/agents/WorkspaceFiles.cpp" line="99"/>
        <source>Cannot write %1 (%2). Check that its folder is writable.</source>
        <translation>%1 kann nicht geschrieben werden (%2). Prüfen Sie, ob der Ordner beschreibbar ist.</translation>
    </message>
    <message>
        <location filename="../engine/agents/WorkspaceFiles.cpp" line="105"/>
        <source>Cannot read %1 (%2).</source>
        <translation>%1 kann nicht gelesen werden (%2).</translation>
    </message>
    <message>
        <location filename="../engine/agents/WorkspaceFiles.cpp" line="153"/>
        <source>Cannot open the workspace folder %1 (%2). Check that the sandbox still exists.</source>
        <translation>Der Ordner des Arbeitsbereichs %1 kann nicht geöffnet werden (%2). Prüfen Sie, ob die Sandbox noch existiert.</translation>
    </message>
    <message>
        <location filename="../engine/agents/WorkspaceFiles.cpp" line="195"/>
        <source>%1 does not exist in /workspace. Check the path; listing its folder shows what is there.</source>
        <translation>%1 existiert nicht in /workspace. Prüfen Sie den Pfad; eine Auflistung seines Ordners zeigt, was dort liegt.</translation>
    </message>
    <message>
        <location filename="../engine/agents/WorkspaceFiles.cpp" line="211"/>
        <source>%1 is nested more than %2 folders deep, which is more than Shadowbox follows. Use a shorter path.</source>
        <translation>%1 ist mehr als %2 Ordner tief verschachtelt, tiefer, als Shadowbox folgt. Verwenden Sie einen kürzeren Pfad.</translation>
    </message>
    <message>
        <location filename="../engine/agents/WorkspaceFiles.cpp" line="221"/>
        <source>%1 is not a folder, so the path %2 cannot go through it. Check the path.</source>
        <translation>%1 ist kein Ordner, daher kann der Pfad %2 nicht hindurchführen. Prüfen Sie den Pfad.</translation>
    </message>
    <message>
        <location filename="../engine/agents/WorkspaceFiles.cpp" line="261"/>
        <source>%1 is a symbolic link to %2, which leads outside /workspace. Use a path inside /workspace instead of the link.</source>
        <translation>%1 ist ein symbolischer Link auf %2, der aus /workspace hinausführt. Verwenden Sie statt des Links einen Pfad innerhalb von /workspace.</translation>
    </message>
    <message>
        <location filename="../engine/agents/WorkspaceFiles.cpp" line="266"/>
        <location filename="../engine/agents/WorkspaceFiles.cpp" line="696"/>
        <source>%1 leads outside /workspace: &apos;..&apos; cannot go above /workspace. Use a path inside /workspace.</source>
        <translation>%1 führt aus /workspace hinaus: &apos;..&apos; kann nicht über /workspace hinausgehen. Verwenden Sie einen Pfad innerhalb von /workspace.</translation>
    </message>
    <message>
        <location filename="../engine/agents/WorkspaceFiles.cpp" line="276"/>
        <source>%1 goes through more than %2 symbolic links: the links form a loop or a chain too long to follow. Fix or remove the links on the way.</source>
        <translation>%1 führt durch mehr als %2 symbolische Links: Die Links bilden eine Schleife oder eine zu lange Kette. Korrigieren oder entfernen Sie die Links auf dem Weg.</translation>
    </message>
    <message>
        <location filename="../engine/agents/WorkspaceFiles.cpp" line="286"/>
        <source>Cannot read the symbolic link %1 (%2).</source>
        <translation>Der symbolische Link %1 kann nicht gelesen werden (%2).</translation>
    </message>
    <message>
        <location filename="../engine/agents/WorkspaceFiles.cpp" line="348"/>
        <source>%1 is a folder, not a file. List it to see what it holds.</source>
        <translation>%1 ist ein Ordner, keine Datei. Listen Sie ihn auf, um zu sehen, was er enthält.</translation>
    </message>
    <message>
        <location filename="../engine/agents/WorkspaceFiles.cpp" line="350"/>
        <source>%1 is not a regular file (type: %2), so Shadowbox does not open it. Only regular files can be read, written or edited.</source>
        <translation>%1 ist keine reguläre Datei (Typ: %2), daher öffnet Shadowbox sie nicht. Nur reguläre Dateien können gelesen, geschrieben oder bearbeitet werden.</translation>
    </message>
    <message>
        <location filename="../engine/agents/WorkspaceFiles.cpp" line="367"/>
        <source>%1 was replaced by a symbolic link while it was being opened. Try again.</source>
        <translation>%1 wurde durch einen symbolischen Link ersetzt, während es geöffnet wurde. Versuchen Sie es erneut.</translation>
    </message>
    <message>
        <location filename="../engine/agents/WorkspaceFiles.cpp" line="674"/>
        <source>The path %1 holds a NUL byte, which no file name can hold. Check the path.</source>
        <translation>Der Pfad %1 enthält ein NUL-Byte, das in keinem Dateinamen vorkommen kann. Prüfen Sie den Pfad.</translation>
    </message>
    <message>
        <location filename="../engine/agents/WorkspaceFiles.cpp" line="684"/>
        <source>%1 is outside /workspace: every path must be inside /workspace.</source>
        <translation>%1 liegt außerhalb von /workspace: Jeder Pfad muss innerhalb von /workspace liegen.</translation>
    </message>
    <message>
        <location filename="../engine/agents/WorkspaceFiles.cpp" line="717"/>
        <source>The first line to read must be 1 or more, not %1.</source>
        <translation>Die erste zu lesende Zeile muss 1 oder größer sein, nicht %1.</translation>
    </message>
    <message>
        <location filename="../engine/agents/WorkspaceFiles.cpp" line="720"/>
        <source>The last line to read (%1) comes before the first (%2). Give a last line after the first, or none to read to the end.</source>
        <translation>Die letzte zu lesende Zeile (%1) liegt vor der ersten (%2). Geben Sie eine letzte Zeile nach der ersten an oder keine, um bis zum Ende zu lesen.</translation>
    </message>
    <message>
        <location filename="../engine/agents/WorkspaceFiles.cpp" line="726"/>
        <source>The most bytes to read must be 1 or more, not %1.</source>
        <translation>Die Höchstzahl zu lesender Bytes muss 1 oder größer sein, nicht %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/agents/WorkspaceFiles.cpp" line="799"/>
        <source>%1 has %n line(s), so there is no line %2 to start from.</source>
        <translation>
            <numerusform>%1 hat %n Zeile, daher gibt es keine Zeile %2, bei der begonnen werden kann.</numerusform>
            <numerusform>%1 hat %n Zeilen, daher gibt es keine Zeile %2, bei der begonnen werden kann.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../engine/agents/WorkspaceFiles.cpp" line="813"/>
        <source>%1 is a folder, so a file cannot be written there. Choose a file name inside it, or remove the folder first.</source>
        <translation>%1 ist ein Ordner, daher kann dort keine Datei geschrieben werden. Wählen Sie einen Dateinamen darin, oder entfernen Sie zuerst den Ordner.</translation>
    </message>
    <message>
        <location filename="../engine/agents/WorkspaceFiles.cpp" line="829"/>
        <source>The text to replace is empty. Give the exact text to replace, copied from the file, or write the whole file instead.</source>
        <translation>Der zu ersetzende Text ist leer. Geben Sie den genauen zu ersetzenden Text an, aus der Datei kopiert, oder schreiben Sie stattdessen die ganze Datei.</translation>
    </message>
    <message>
        <location filename="../engine/agents/WorkspaceFiles.cpp" line="833"/>
        <source>The replacement is the same as the text to replace, so nothing would change.</source>
        <translation>Der Ersatz ist derselbe wie der zu ersetzende Text, daher würde sich nichts ändern.</translation>
    </message>
    <message>
        <location filename="../engine/agents/WorkspaceFiles.cpp" line="842"/>
        <location filename="../engine/agents/WorkspaceFiles.cpp" line="851"/>
        <source>%1 is larger than %2 MiB, too large to edit in place. Write the whole file instead.</source>
        <translation>%1 ist größer als %2 MiB und damit zu groß, um direkt bearbeitet zu werden. Schreiben Sie stattdessen die ganze Datei.</translation>
    </message>
    <message>
        <location filename="../engine/agents/WorkspaceFiles.cpp" line="857"/>
        <source>%1 is not a text file (it holds NUL bytes), so it cannot be edited. Write the whole file instead.</source>
        <translation>%1 ist keine Textdatei (sie enthält NUL-Bytes), daher kann sie nicht bearbeitet werden. Schreiben Sie stattdessen die ganze Datei.</translation>
    </message>
    <message>
        <location filename="../engine/agents/WorkspaceFiles.cpp" line="866"/>
        <source>The text to replace was not found in %1. Read the file again and copy the text exactly, including whitespace.</source>
        <translation>Der zu ersetzende Text wurde in %1 nicht gefunden. Lesen Sie die Datei erneut und kopieren Sie den Text genau, einschließlich Leerraum.</translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/agents/WorkspaceFiles.cpp" line="886"/>
        <source>The text to replace occurs %n times in %1 (lines %2). Include more of the surrounding text so that it occurs only once, or set replace_all to replace every occurrence.</source>
        <translation>
            <numerusform>Der zu ersetzende Text kommt %n-mal in %1 vor (Zeile %2). Nehmen Sie mehr vom umgebenden Text hinzu, sodass er nur einmal vorkommt, oder setzen Sie replace_all, um jedes Vorkommen zu ersetzen.</numerusform>
            <numerusform>Der zu ersetzende Text kommt %n-mal in %1 vor (Zeilen %2). Nehmen Sie mehr vom umgebenden Text hinzu, sodass er nur einmal vorkommt, oder setzen Sie replace_all, um jedes Vorkommen zu ersetzen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../engine/agents/WorkspaceFiles.cpp" line="912"/>
        <source>The most entries to list must be 1 or more, not %1.</source>
        <translation>Die Höchstzahl aufzulistender Einträge muss 1 oder größer sein, nicht %1.</translation>
    </message>
    <message>
        <location filename="../engine/agents/WorkspaceFiles.cpp" line="917"/>
        <source>The pattern %1 must be relative to the folder being listed, without a leading &apos;/&apos; or &apos;..&apos;. List the folder the pattern starts from instead.</source>
        <translation>Das Muster %1 muss relativ zum aufgelisteten Ordner sein, ohne führendes &apos;/&apos; oder &apos;..&apos;. Listen Sie stattdessen den Ordner auf, bei dem das Muster beginnt.</translation>
    </message>
    <message>
        <location filename="../engine/agents/WorkspaceFiles.cpp" line="936"/>
        <source>%1 is not a folder, so it cannot be listed. Read it, or list the folder that holds it.</source>
        <translation>%1 ist kein Ordner und kann daher nicht aufgelistet werden. Lesen Sie es, oder listen Sie den Ordner auf, der es enthält.</translation>
    </message>
    <message>
        <location filename="../engine/agents/WorkspaceFiles.cpp" line="958"/>
        <source>/workspace itself cannot be removed. Remove the entries inside it instead.</source>
        <translation>/workspace selbst kann nicht entfernt werden. Entfernen Sie stattdessen die Einträge darin.</translation>
    </message>
    <message>
        <location filename="../engine/agents/WorkspaceFiles.cpp" line="962"/>
        <source>Cannot remove %1 (%2).</source>
        <translation>%1 kann nicht entfernt werden (%2).</translation>
    </message>
    <message>
        <location filename="../engine/agents/WorkspaceFiles.cpp" line="968"/>
        <source>%1 is a folder. Set recursive to remove it with everything in it.</source>
        <translation>%1 ist ein Ordner. Setzen Sie recursive, um ihn mit allem darin zu entfernen.</translation>
    </message>
    <message>
        <location filename="../engine/agents/WorkspaceFiles.cpp" line="973"/>
        <source>%1 was not removed completely: %2. What could be removed is gone.</source>
        <translation>%1 wurde nicht vollständig entfernt: %2. Was entfernt werden konnte, ist entfernt.</translation>
    </message>
</context>
<context>
    <name>WorkspaceGit</name>
    <message>
        <location filename="../engine/git/WorkspaceGit.cpp" line="47"/>
        <source>Copying the repository&apos;s history was canceled.</source>
        <translation>Das Kopieren der Historie des Repositorys wurde abgebrochen.</translation>
    </message>
    <message>
        <location filename="../engine/git/WorkspaceGit.cpp" line="164"/>
        <source>Cannot read the repository&apos;s HEAD</source>
        <translation>HEAD des Repositorys kann nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../engine/git/WorkspaceGit.cpp" line="177"/>
        <source>The baseline commit &quot;%1&quot; is not a commit id.</source>
        <translation>Der Commit des Ausgangsstands „%1“ ist keine Commit-ID.</translation>
    </message>
    <message>
        <location filename="../engine/git/WorkspaceGit.cpp" line="190"/>
        <source>The workspace %1 already has a .git, so its history was not copied. Create the sandbox again.</source>
        <translation>Der Arbeitsbereich %1 hat bereits ein .git, daher wurde die Historie nicht kopiert. Erstellen Sie die Sandbox erneut.</translation>
    </message>
    <message>
        <location filename="../engine/git/WorkspaceGit.cpp" line="199"/>
        <source>Cannot create the repository in the workspace %1</source>
        <translation>Das Repository im Arbeitsbereich %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <location filename="../engine/git/WorkspaceGit.cpp" line="215"/>
        <source>Cannot read the repository&apos;s configuration</source>
        <translation>Die Konfiguration des Repositorys kann nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../engine/git/WorkspaceGit.cpp" line="218"/>
        <source>Cannot open the new repository&apos;s configuration</source>
        <translation>Die Konfiguration des neuen Repositorys kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../engine/git/WorkspaceGit.cpp" line="225"/>
        <location filename="../engine/git/WorkspaceGit.cpp" line="233"/>
        <source>Cannot write the new repository&apos;s configuration</source>
        <translation>Die Konfiguration des neuen Repositorys kann nicht geschrieben werden</translation>
    </message>
    <message>
        <location filename="../engine/git/WorkspaceGit.cpp" line="244"/>
        <source>The repository %1 has no objects folder.</source>
        <translation>Das Repository %1 hat keinen objects-Ordner.</translation>
    </message>
    <message>
        <location filename="../engine/git/WorkspaceGit.cpp" line="253"/>
        <location filename="../engine/git/WorkspaceGit.cpp" line="347"/>
        <location filename="../engine/git/WorkspaceGit.cpp" line="404"/>
        <location filename="../engine/git/WorkspaceGit.cpp" line="454"/>
        <source>Cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <location filename="../engine/git/WorkspaceGit.cpp" line="268"/>
        <source>Cannot start packing the history</source>
        <translation>Das Packen der Historie kann nicht beginnen</translation>
    </message>
    <message>
        <location filename="../engine/git/WorkspaceGit.cpp" line="278"/>
        <source>Cannot open the repository&apos;s objects</source>
        <translation>Die Objekte des Repositorys können nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../engine/git/WorkspaceGit.cpp" line="300"/>
        <source>Cannot read the commit %1</source>
        <translation>Der Commit %1 kann nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../engine/git/WorkspaceGit.cpp" line="334"/>
        <source>Cannot write the pack of the history</source>
        <translation>Das Pack der Historie kann nicht geschrieben werden</translation>
    </message>
    <message>
        <location filename="../engine/git/WorkspaceGit.cpp" line="359"/>
        <source>Cannot open the new repository</source>
        <translation>Das neue Repository kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../engine/git/WorkspaceGit.cpp" line="369"/>
        <source>The copy of the history lacks the baseline commit %1 (%2). Was the repository being repacked? Create the sandbox again.</source>
        <translation>Der Kopie der Historie fehlt der Commit des Ausgangsstands %1 (%2). Wurde das Repository gerade neu gepackt? Erstellen Sie die Sandbox erneut.</translation>
    </message>
    <message>
        <location filename="../engine/git/WorkspaceGit.cpp" line="376"/>
        <source>Cannot open the new repository&apos;s objects</source>
        <translation>Die Objekte des neuen Repositorys können nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../engine/git/WorkspaceGit.cpp" line="379"/>
        <source>Cannot list the repository&apos;s branches and tags</source>
        <translation>Die Branches und Tags des Repositorys können nicht aufgelistet werden</translation>
    </message>
    <message>
        <location filename="../engine/git/WorkspaceGit.cpp" line="412"/>
        <source>Cannot set HEAD of the new repository</source>
        <translation>HEAD des neuen Repositorys kann nicht gesetzt werden</translation>
    </message>
    <message>
        <location filename="../engine/git/WorkspaceGit.cpp" line="417"/>
        <source>Cannot create the branch %1</source>
        <translation>Der Branch %1 kann nicht erstellt werden</translation>
    </message>
    <message>
        <location filename="../engine/git/WorkspaceGit.cpp" line="443"/>
        <source>Cannot write the index of the new repository</source>
        <translation>Der Index des neuen Repositorys kann nicht geschrieben werden</translation>
    </message>
    <message>
        <location filename="../engine/git/WorkspaceGit.cpp" line="479"/>
        <source>Cannot read the tree %1</source>
        <translation>Der Tree %1 kann nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../engine/git/WorkspaceGit.cpp" line="506"/>
        <source>Cannot pack the history</source>
        <translation>Die Historie kann nicht gepackt werden</translation>
    </message>
    <message>
        <location filename="../engine/git/WorkspaceGit.cpp" line="513"/>
        <source>The disk is full, so the repository&apos;s history could not be copied into the workspace. Free some space, or keep less of the history (a history depth), and create the sandbox again.</source>
        <translation>Der Datenträger ist voll, daher konnte die Historie des Repositorys nicht in den Arbeitsbereich kopiert werden. Geben Sie Speicherplatz frei oder behalten Sie weniger von der Historie (mit einer Historientiefe), und erstellen Sie die Sandbox erneut.</translation>
    </message>
    <message>
        <location filename="../engine/git/WorkspaceGit.cpp" line="580"/>
        <source>The object file %1 of the repository is not a regular file (a symbolic link, perhaps). Its history is copied file by file, and a link is never followed into a sandbox. Create the sandbox with a history depth, which packs the objects afresh instead.</source>
        <translation>Die Objektdatei %1 des Repositorys ist keine reguläre Datei (vielleicht ein symbolischer Link). Seine Historie wird Datei für Datei kopiert, und einem Link wird nie in eine Sandbox gefolgt. Erstellen Sie die Sandbox mit einer Historientiefe; dabei werden die Objekte stattdessen neu gepackt.</translation>
    </message>
    <message>
        <location filename="../engine/git/WorkspaceGit.cpp" line="586"/>
        <source>Cannot copy %1</source>
        <translation>%1 kann nicht kopiert werden</translation>
    </message>
    <message>
        <location filename="../engine/git/WorkspaceGit.cpp" line="619"/>
        <source>Cannot create %1</source>
        <translation>%1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <location filename="../engine/git/WorkspaceGit.cpp" line="656"/>
        <source>The history depth %1 is not a number of commits: use 0 for all of the history, or a positive number.</source>
        <translation>Die Historientiefe %1 ist keine Anzahl von Commits: Verwenden Sie 0 für die gesamte Historie oder eine positive Zahl.</translation>
    </message>
    <message>
        <location filename="../engine/git/WorkspaceGit.cpp" line="662"/>
        <source>Cannot open the git repository at %1</source>
        <translation>Das Git-Repository unter %1 kann nicht geöffnet werden</translation>
    </message>
</context>
<context>
    <name>WorkspaceHazards</name>
    <message>
        <location filename="../engine/sandbox/WorkspaceHazards.cpp" line="167"/>
        <source>Cannot read the workspace %1: %2.</source>
        <translation>Der Arbeitsbereich %1 kann nicht gelesen werden: %2.</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/WorkspaceHazards.cpp" line="171"/>
        <source>The workspace scan was canceled.</source>
        <translation>Die Prüfung des Arbeitsbereichs wurde abgebrochen.</translation>
    </message>
</context>
<context>
    <name>WorkspaceRemover</name>
    <message>
        <location filename="../engine/sandbox/WorkspaceRemover.cpp" line="103"/>
        <location filename="../engine/sandbox/WorkspaceRemover.cpp" line="185"/>
        <source>%1 could not be removed (%2)</source>
        <translation>%1 konnte nicht entfernt werden (%2)</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/WorkspaceRemover.cpp" line="161"/>
        <source>%1 is not the name of a workspace</source>
        <translation>%1 ist nicht der Name eines Arbeitsbereichs</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/WorkspaceRemover.cpp" line="170"/>
        <source>%1 could not be opened (%2)</source>
        <translation>%1 konnte nicht geöffnet werden (%2)</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/WorkspaceRemover.cpp" line="177"/>
        <source>%1 could not be examined (%2)</source>
        <translation>%1 konnte nicht geprüft werden (%2)</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/WorkspaceRemover.cpp" line="193"/>
        <source>the workspace %1 could not be opened (%2)</source>
        <translation>der Arbeitsbereich %1 konnte nicht geöffnet werden (%2)</translation>
    </message>
</context>
<context>
    <name>WorkspaceSnapshots</name>
    <message>
        <location filename="../engine/snapshot/WorkspaceRestore.cpp" line="43"/>
        <location filename="../engine/snapshot/WorkspaceRestore.cpp" line="97"/>
        <location filename="../engine/snapshot/WorkspaceRestore.cpp" line="159"/>
        <source>Cannot read a folder of the snapshot</source>
        <translation>Ein Ordner des Snapshots kann nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/WorkspaceClones.cpp" line="210"/>
        <location filename="../engine/snapshot/WorkspaceRestore.cpp" line="124"/>
        <location filename="../engine/snapshot/WorkspaceRestore.cpp" line="239"/>
        <location filename="../engine/snapshot/WorkspaceRestore.cpp" line="245"/>
        <source>Cannot restore %1 (%2).</source>
        <translation>%1 kann nicht wiederhergestellt werden (%2).</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/WorkspaceClones.cpp" line="302"/>
        <source>Cannot read the clones of the snapshot store %1 (%2).</source>
        <translation>Die Klone des Snapshot-Speichers %1 können nicht gelesen werden (%2).</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/WorkspaceClones.cpp" line="320"/>
        <source>The clone of object %1 did not match its id and was removed; restores write that file from the object instead.</source>
        <translation>Der Klon von Objekt %1 stimmte nicht mit seiner ID überein und wurde entfernt; Wiederherstellungen schreiben diese Datei stattdessen aus dem Objekt.</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/WorkspaceRestore.cpp" line="134"/>
        <location filename="../engine/snapshot/WorkspaceRestore.cpp" line="321"/>
        <source>Cannot restore the workspace: %1.</source>
        <translation>Der Arbeitsbereich kann nicht wiederhergestellt werden: %1.</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/WorkspaceRestore.cpp" line="148"/>
        <source>The restore was canceled.</source>
        <translation>Die Wiederherstellung wurde abgebrochen.</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/WorkspaceRestore.cpp" line="264"/>
        <source>Before restoring %1</source>
        <translation>Vor der Wiederherstellung von %1</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/WorkspaceRestore.cpp" line="271"/>
        <source>The restore was canceled before it changed anything.</source>
        <translation>Die Wiederherstellung wurde abgebrochen, bevor sie etwas geändert hat.</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/WorkspaceRestore.cpp" line="277"/>
        <location filename="../engine/snapshot/WorkspaceRestore.cpp" line="360"/>
        <location filename="../engine/snapshot/WorkspaceSnapshots.cpp" line="405"/>
        <source>Cannot open the workspace %1 (%2).</source>
        <translation>Der Arbeitsbereich %1 kann nicht geöffnet werden (%2).</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/WorkspaceRestore.cpp" line="365"/>
        <source>Cannot read the workspace %1 (%2).</source>
        <translation>Der Arbeitsbereich %1 kann nicht gelesen werden (%2).</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/WorkspaceRestore.cpp" line="368"/>
        <source>The folder %1 is not empty, so a snapshot cannot be written into it.</source>
        <translation>Der Ordner %1 ist nicht leer, daher kann kein Snapshot hineingeschrieben werden.</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/WorkspaceSnapshotQueries.cpp" line="118"/>
        <location filename="../engine/snapshot/WorkspaceSnapshotQueries.cpp" line="172"/>
        <source>Cannot read a snapshot</source>
        <translation>Ein Snapshot kann nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/WorkspaceSnapshotQueries.cpp" line="159"/>
        <source>%1 is not a file in the snapshot %2.</source>
        <translation>%1 ist keine Datei im Snapshot %2.</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/WorkspaceSnapshotQueries.cpp" line="176"/>
        <source>Cannot read %1</source>
        <translation>%1 kann nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/WorkspaceSnapshotQueries.cpp" line="188"/>
        <location filename="../engine/snapshot/WorkspaceSnapshotQueries.cpp" line="193"/>
        <source>Cannot compare %1</source>
        <translation>%1 kann nicht verglichen werden</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/WorkspaceSnapshotQueries.cpp" line="211"/>
        <source>Object %1 is missing or damaged (%2).</source>
        <translation>Objekt %1 fehlt oder ist beschädigt (%2).</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/WorkspaceSnapshotQueries.cpp" line="245"/>
        <source>%1 is not a snapshot id.</source>
        <translation>%1 ist keine Snapshot-ID.</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/WorkspaceSnapshotQueries.cpp" line="251"/>
        <source>Cannot record the snapshot %1</source>
        <translation>Der Snapshot %1 kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/WorkspaceSnapshotQueries.cpp" line="265"/>
        <location filename="../engine/snapshot/WorkspaceSnapshotQueries.cpp" line="330"/>
        <source>Cannot list the objects</source>
        <translation>Die Objekte können nicht aufgelistet werden</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/WorkspaceClones.cpp" line="307"/>
        <location filename="../engine/snapshot/WorkspaceSnapshotQueries.cpp" line="268"/>
        <source>The verification was canceled.</source>
        <translation>Die Prüfung wurde abgebrochen.</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/WorkspaceSnapshotQueries.cpp" line="272"/>
        <source>Object %1 is damaged (%2).</source>
        <translation>Objekt %1 ist beschädigt (%2).</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/WorkspaceSnapshotQueries.cpp" line="285"/>
        <source>The snapshot reference %1 is not a snapshot id.</source>
        <translation>Der Snapshot-Verweis %1 ist keine Snapshot-ID.</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/WorkspaceSnapshotQueries.cpp" line="237"/>
        <location filename="../engine/snapshot/WorkspaceSnapshotQueries.cpp" line="306"/>
        <source>Cannot forget the snapshot %1</source>
        <translation>Der Snapshot %1 kann nicht verworfen werden</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/WorkspaceRestore.cpp" line="394"/>
        <location filename="../engine/snapshot/WorkspaceSnapshots.cpp" line="271"/>
        <source>%1 is not a snapshot id (40 hexadecimal digits).</source>
        <translation>%1 ist keine Snapshot-ID (40 Hexadezimalziffern).</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/WorkspaceRestore.cpp" line="399"/>
        <location filename="../engine/snapshot/WorkspaceSnapshots.cpp" line="275"/>
        <source>The snapshot %1 is not in the snapshot store %2 (%3).</source>
        <translation>Der Snapshot %1 ist nicht im Snapshot-Speicher %2 (%3).</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/WorkspaceSnapshots.cpp" line="279"/>
        <source>Cannot read the snapshot %1</source>
        <translation>Der Snapshot %1 kann nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/WorkspaceSnapshots.cpp" line="284"/>
        <source>The snapshot %1 is damaged: it has no files.</source>
        <translation>Der Snapshot %1 ist beschädigt: Er enthält keine Dateien.</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/WorkspaceSnapshots.cpp" line="299"/>
        <source>Cannot read the object %1</source>
        <translation>Das Objekt %1 kann nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/WorkspaceWalk.cpp" line="172"/>
        <location filename="../engine/snapshot/WorkspaceWalk.cpp" line="314"/>
        <location filename="../engine/snapshot/WorkspaceWalk.cpp" line="621"/>
        <source>The snapshot was canceled.</source>
        <translation>Der Snapshot wurde abgebrochen.</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/WorkspaceWalk.cpp" line="528"/>
        <source>Cannot read %1 for the snapshot (%2).</source>
        <translation>%1 kann für den Snapshot nicht gelesen werden (%2).</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/WorkspaceWalk.cpp" line="558"/>
        <location filename="../engine/snapshot/WorkspaceWalk.cpp" line="624"/>
        <source>%1 changed while the snapshot read it; take the snapshot again.</source>
        <translation>%1 hat sich geändert, während der Snapshot es gelesen hat; erstellen Sie den Snapshot erneut.</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/WorkspaceWalk.cpp" line="604"/>
        <source>Cannot store %1</source>
        <translation>%1 kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/WorkspaceSnapshots.cpp" line="359"/>
        <source>Cannot create the snapshot store %1 (%2).</source>
        <translation>Der Snapshot-Speicher %1 kann nicht angelegt werden (%2).</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/WorkspaceSnapshots.cpp" line="362"/>
        <source>The snapshot store %1 is not a folder.</source>
        <translation>Der Snapshot-Speicher %1 ist kein Ordner.</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/WorkspaceSnapshots.cpp" line="369"/>
        <source>Cannot create the repository</source>
        <translation>Das Repository kann nicht angelegt werden</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/WorkspaceSnapshots.cpp" line="354"/>
        <location filename="../engine/snapshot/WorkspaceSnapshots.cpp" line="372"/>
        <source>Cannot open the object database</source>
        <translation>Die Objektdatenbank kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/WorkspaceSnapshots.cpp" line="352"/>
        <source>There is no snapshot store at %1.</source>
        <translation>Unter %1 gibt es keinen Snapshot-Speicher.</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/WorkspaceSnapshots.cpp" line="440"/>
        <source>Cannot record the snapshot</source>
        <translation>Der Snapshot kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/WorkspaceSnapshots.cpp" line="455"/>
        <source>Cannot list the snapshots</source>
        <translation>Die Snapshots können nicht aufgelistet werden</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/WorkspaceSnapshotsPrivate.h" line="264"/>
        <source>%1 in the snapshot store %2: %3.</source>
        <translation>%1 (Snapshot-Speicher %2): %3.</translation>
    </message>
    <message>
        <location filename="../engine/snapshot/WorkspaceSnapshotsPrivate.h" line="271"/>
        <source>Cannot write an object</source>
        <translation>Ein Objekt kann nicht geschrieben werden</translation>
    </message>
</context>
<context>
    <name>WorkspaceUsage</name>
    <message>
        <location filename="../engine/sandbox/WorkspaceUsage.cpp" line="82"/>
        <source>Cannot measure the workspace %1: %2.</source>
        <translation>Der Arbeitsbereich %1 kann nicht gemessen werden: %2.</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/WorkspaceUsage.cpp" line="87"/>
        <source>The measurement of the workspace %1 was stopped.</source>
        <translation>Die Messung des Arbeitsbereichs %1 wurde abgebrochen.</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/WorkspaceUsage.cpp" line="96"/>
        <source>Cannot ask how much room is left on the disk of %1: %2.</source>
        <translation>Der freie Platz auf dem Datenträger von %1 kann nicht abgefragt werden: %2.</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/WorkspaceUsage.cpp" line="109"/>
        <source>The command was stopped: the workspace of sandbox &quot;%1&quot; grew to %2, past its limit of %3.</source>
        <translation>Der Befehl wurde gestoppt: Der Arbeitsbereich der Sandbox „%1“ ist auf %2 gewachsen, über seine Grenze von %3 hinaus.</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/WorkspaceUsage.cpp" line="110"/>
        <source>Sandbox &quot;%1&quot; runs no more commands for now: its workspace takes %2, and its limit is %3.</source>
        <translation>Die Sandbox „%1“ führt vorerst keine Befehle mehr aus: Ihr Arbeitsbereich belegt %2, und seine Grenze ist %3.</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/WorkspaceUsage.cpp" line="113"/>
        <source>Delete what the sandbox no longer needs from its workspace (%1), or destroy the sandbox and create it again with a larger workspace limit.</source>
        <translation>Löschen Sie, was die Sandbox nicht mehr braucht, aus ihrem Arbeitsbereich (%1), oder löschen Sie die Sandbox und erstellen Sie sie mit einer größeren Grenze für den Arbeitsbereich neu.</translation>
    </message>
</context>
<context>
    <name>shadowbox::ActivityModel</name>
    <message>
        <location filename="../widgets/activity/ActivityModel.cpp" line="16"/>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <location filename="../widgets/activity/ActivityModel.cpp" line="18"/>
        <source>interrupted</source>
        <translation>unterbrochen</translation>
    </message>
    <message>
        <location filename="../widgets/activity/ActivityModel.cpp" line="21"/>
        <source>canceled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <location filename="../widgets/activity/ActivityModel.cpp" line="23"/>
        <source>workspace limit</source>
        <translation>Grenze des Arbeitsbereichs</translation>
    </message>
    <message>
        <location filename="../widgets/activity/ActivityModel.cpp" line="26"/>
        <source>exit %1</source>
        <translation>Exit-Code %1</translation>
    </message>
    <message>
        <location filename="../widgets/activity/ActivityModel.cpp" line="27"/>
        <source>ok</source>
        <translation>OK</translation>
    </message>
    <message>
        <location filename="../widgets/activity/ActivityModel.cpp" line="27"/>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../widgets/activity/ActivityModel.cpp" line="55"/>
        <source>Window</source>
        <translation>Fenster</translation>
    </message>
    <message>
        <location filename="../widgets/activity/ActivityModel.cpp" line="57"/>
        <source>Command line</source>
        <translation>Befehlszeile</translation>
    </message>
    <message>
        <location filename="../widgets/activity/ActivityModel.cpp" line="59"/>
        <source>Agent (MCP)</source>
        <translation>Agent (MCP)</translation>
    </message>
    <message>
        <location filename="../widgets/activity/ActivityModel.cpp" line="60"/>
        <source>Unknown</source>
        <translation>Unbekannt</translation>
    </message>
    <message>
        <location filename="../widgets/activity/ActivityModel.cpp" line="66"/>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <location filename="../widgets/activity/ActivityModel.cpp" line="68"/>
        <source>Read file</source>
        <translation>Datei lesen</translation>
    </message>
    <message>
        <location filename="../widgets/activity/ActivityModel.cpp" line="70"/>
        <source>Write file</source>
        <translation>Datei schreiben</translation>
    </message>
    <message>
        <location filename="../widgets/activity/ActivityModel.cpp" line="72"/>
        <source>Edit file</source>
        <translation>Datei bearbeiten</translation>
    </message>
    <message>
        <location filename="../widgets/activity/ActivityModel.cpp" line="74"/>
        <source>List files</source>
        <translation>Dateien auflisten</translation>
    </message>
    <message>
        <location filename="../widgets/activity/ActivityModel.cpp" line="76"/>
        <source>Delete file</source>
        <translation>Datei löschen</translation>
    </message>
    <message>
        <location filename="../widgets/activity/ActivityModel.cpp" line="78"/>
        <source>Terminal</source>
        <translation>Terminal</translation>
    </message>
    <message>
        <location filename="../widgets/activity/ActivityModel.cpp" line="114"/>
        <source>in /workspace/%1</source>
        <translation>in /workspace/%1</translation>
    </message>
    <message>
        <location filename="../widgets/activity/ActivityModel.cpp" line="147"/>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <location filename="../widgets/activity/ActivityModel.cpp" line="149"/>
        <source>By</source>
        <translation>Wer</translation>
    </message>
    <message>
        <location filename="../widgets/activity/ActivityModel.cpp" line="151"/>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <location filename="../widgets/activity/ActivityModel.cpp" line="153"/>
        <source>Command or file</source>
        <translation>Befehl oder Datei</translation>
    </message>
    <message>
        <location filename="../widgets/activity/ActivityModel.cpp" line="155"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../widgets/activity/ActivityModel.cpp" line="157"/>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <location filename="../widgets/activity/ActivityModel.cpp" line="159"/>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
</context>
<context>
    <name>shadowbox::ActivityPanel</name>
    <message>
        <location filename="../widgets/activity/ActivityPanel.cpp" line="26"/>
        <source>&amp;Failures only</source>
        <translation>Nur &amp;Fehlschläge</translation>
    </message>
    <message>
        <location filename="../widgets/activity/ActivityPanel.cpp" line="34"/>
        <source>Everyone</source>
        <translation>Alle</translation>
    </message>
    <message>
        <location filename="../widgets/activity/ActivityPanel.cpp" line="38"/>
        <source>Whose work to show</source>
        <translation>Wessen Arbeit angezeigt wird</translation>
    </message>
    <message>
        <location filename="../widgets/activity/ActivityPanel.cpp" line="40"/>
        <source>Everything</source>
        <translation>Alles</translation>
    </message>
    <message>
        <location filename="../widgets/activity/ActivityPanel.cpp" line="41"/>
        <source>Commands</source>
        <translation>Befehle</translation>
    </message>
    <message>
        <location filename="../widgets/activity/ActivityPanel.cpp" line="42"/>
        <source>Files</source>
        <translation>Dateien</translation>
    </message>
    <message>
        <location filename="../widgets/activity/ActivityPanel.cpp" line="43"/>
        <source>Terminals</source>
        <translation>Terminals</translation>
    </message>
    <message>
        <location filename="../widgets/activity/ActivityPanel.cpp" line="46"/>
        <source>Filter by command or file</source>
        <translation>Nach Befehl oder Datei filtern</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/activity/ActivityPanel.cpp" line="150"/>
        <source>%n entries</source>
        <translation>
            <numerusform>%n Eintrag</numerusform>
            <numerusform>%n Einträge</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/activity/ActivityPanel.cpp" line="150"/>
        <source>%1 of %2 shown</source>
        <translation>%1 von %2 angezeigt</translation>
    </message>
</context>
<context>
    <name>shadowbox::AllowlistDialog</name>
    <message>
        <location filename="../widgets/sandbox/AllowlistDialog.cpp" line="32"/>
        <source>Recording names one host, not every name under a domain.</source>
        <translation>Aufzeichnen nennt einen einzelnen Host, nicht alle Namen unter einer Domain.</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/AllowlistDialog.cpp" line="43"/>
        <source>Allowlist of &quot;%1&quot;</source>
        <translation>Allowlist von „%1“</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/AllowlistDialog.cpp" line="46"/>
        <source>Under the allowlist policy these hosts pass through to the network; mocked hosts still answer from their stubs and every other host is refused. HTTPS that passes is not decrypted on the way, unless the host is recorded (the gateway answers it, and keeps what it answered to make stubs of).</source>
        <translation>Unter der Richtlinie Allowlist gelangen diese Hosts ins Netz; nachgebildete Hosts antworten weiter aus ihren Stubs, jeder andere Host wird abgewiesen. Durchgelassenes HTTPS wird unterwegs nicht entschlüsselt, es sei denn, der Host wird aufgezeichnet (das Gateway beantwortet ihn und behält, was er antwortete, um Stubs daraus zu machen).</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/AllowlistDialog.cpp" line="54"/>
        <source>&amp;Presets:</source>
        <translation>&amp;Vorgaben:</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/AllowlistDialog.cpp" line="77"/>
        <source>Other &amp;hosts, one a line (pypi.org, pypi.org:443, *.example.com); &quot;api.example.com record&quot; records what passes, to make stubs of:</source>
        <translation>Weitere &amp;Hosts, einer je Zeile (pypi.org, pypi.org:443, *.example.com); „api.example.com record“ zeichnet auf, was durchgeht, um Stubs daraus zu machen:</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/AllowlistDialog.cpp" line="102"/>
        <source>&amp;Use the allowlist policy now (it is %1)</source>
        <translation>Richtlinie Allowlist jetzt &amp;verwenden (derzeit %1)</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/AllowlistDialog.cpp" line="109"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/AllowlistDialog.cpp" line="156"/>
        <source>Line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
</context>
<context>
    <name>shadowbox::ApplyDialog</name>
    <message>
        <location filename="../widgets/review/ApplyDialog.cpp" line="23"/>
        <source>As a new &amp;branch (parent: the baseline commit)</source>
        <translation>Als neuer &amp;Branch (Eltern-Commit: der Commit des Ausgangsstands)</translation>
    </message>
    <message>
        <location filename="../widgets/review/ApplyDialog.cpp" line="24"/>
        <source>Into the &amp;working tree, merged onto what changed there since</source>
        <translation>In das &amp;Arbeitsverzeichnis, zusammengeführt mit dem, was sich dort seither geändert hat</translation>
    </message>
    <message>
        <location filename="../widgets/review/ApplyDialog.cpp" line="25"/>
        <source>As a &amp;patch file that git am accepts</source>
        <translation>Als &amp;Patch-Datei, die git am akzeptiert</translation>
    </message>
    <message>
        <location filename="../widgets/review/ApplyDialog.cpp" line="28"/>
        <source>Write conflicts with markers instead of refusing</source>
        <translation>Konflikte mit Konfliktmarkern schreiben, statt abzulehnen</translation>
    </message>
    <message>
        <location filename="../widgets/review/ApplyDialog.cpp" line="33"/>
        <source>Apply Approved Changes</source>
        <translation>Angenommene Änderungen übernehmen</translation>
    </message>
    <message>
        <location filename="../widgets/review/ApplyDialog.cpp" line="49"/>
        <source>%1 and %2 will be applied.</source>
        <translation>%1 und %2 werden übernommen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/review/ApplyDialog.cpp" line="50"/>
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n Datei</numerusform>
            <numerusform>%n Dateien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/review/ApplyDialog.cpp" line="50"/>
        <source>%n hunk(s)</source>
        <translation>
            <numerusform>%n Abschnitt</numerusform>
            <numerusform>%n Abschnitte</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/review/ApplyDialog.cpp" line="59"/>
        <source>%1 — %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <location filename="../widgets/review/ApplyDialog.cpp" line="70"/>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <location filename="../widgets/review/ApplyDialog.cpp" line="74"/>
        <source>Where to</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <location filename="../widgets/review/ApplyDialog.cpp" line="76"/>
        <source>Branch name:</source>
        <translation>Branch-Name:</translation>
    </message>
    <message>
        <location filename="../widgets/review/ApplyDialog.cpp" line="77"/>
        <source>Commit message:</source>
        <translation>Commit-Nachricht:</translation>
    </message>
    <message>
        <location filename="../widgets/review/ApplyDialog.cpp" line="87"/>
        <source>&amp;Apply</source>
        <translation>&amp;Übernehmen</translation>
    </message>
    <message>
        <location filename="../widgets/review/ApplyDialog.cpp" line="94"/>
        <source>Approved but flagged (left out unless ticked):</source>
        <translation>Angenommen, aber beanstandet (ausgelassen, sofern nicht angehakt):</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/review/ApplyDialog.cpp" line="100"/>
        <source>%n approved file(s) would write into .git or through a link and are never applied.</source>
        <translation>
            <numerusform>%n angenommene Datei würde in .git oder durch einen Link schreiben und wird nie übernommen.</numerusform>
            <numerusform>%n angenommene Dateien würden in .git oder durch einen Link schreiben und werden nie übernommen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/review/ApplyDialog.cpp" line="111"/>
        <source>Write the patch to</source>
        <translation>Patch speichern unter</translation>
    </message>
    <message>
        <location filename="../widgets/review/ApplyDialog.cpp" line="112"/>
        <source>Patches (*.patch *.mbox);;All files (*)</source>
        <translation>Patches (*.patch *.mbox);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../widgets/review/ApplyDialog.cpp" line="133"/>
        <source>Name the new branch.</source>
        <translation>Geben Sie dem neuen Branch einen Namen.</translation>
    </message>
    <message>
        <location filename="../widgets/review/ApplyDialog.cpp" line="135"/>
        <source>A branch name has no spaces.</source>
        <translation>Ein Branch-Name enthält keine Leerzeichen.</translation>
    </message>
    <message>
        <location filename="../widgets/review/ApplyDialog.cpp" line="137"/>
        <source>Choose where to write the patch.</source>
        <translation>Wählen Sie, wohin der Patch geschrieben wird.</translation>
    </message>
</context>
<context>
    <name>shadowbox::Banner</name>
    <message>
        <location filename="../widgets/common/Banner.cpp" line="25"/>
        <location filename="../widgets/common/Banner.cpp" line="26"/>
        <source>Dismiss</source>
        <translation>Ausblenden</translation>
    </message>
</context>
<context>
    <name>shadowbox::CommandPanel</name>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="79"/>
        <source>&amp;Run</source>
        <translation>&amp;Ausführen</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="80"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="94"/>
        <source>Command to run in /workspace, e.g. ls -la</source>
        <translation>Befehl zur Ausführung in /workspace, z. B. ls -la</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="98"/>
        <source>Runs with /bin/sh -c in /workspace. Enter runs; Up and Down recall earlier commands.</source>
        <translation>Läuft mit /bin/sh -c in /workspace. Die Eingabetaste führt den Befehl aus; die Pfeiltasten nach oben und unten holen frühere Befehle zurück.</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="111"/>
        <source>Output of the commands you run appears here.</source>
        <translation>Hier erscheint die Ausgabe der Befehle, die Sie ausführen.</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="116"/>
        <source>The view keeps the newest %1 lines, so earlier lines are no longer shown here. Each command&apos;s whole output is kept: see History.</source>
        <translation>Die Ansicht behält die neuesten %1 Zeilen, ältere Zeilen werden hier nicht mehr angezeigt. Die vollständige Ausgabe jedes Befehls bleibt gespeichert: siehe „Verlauf“.</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="124"/>
        <source>Find in the output (Enter: next, Shift+Enter: previous, Esc: close)</source>
        <translation>In der Ausgabe suchen (Eingabetaste: weiter, Umschalt+Eingabetaste: zurück, Esc: schließen)</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="149"/>
        <source>Output</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="150"/>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="531"/>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="294"/>
        <source>Running…</source>
        <translation>Läuft…</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="319"/>
        <source>Canceling…</source>
        <translation>Wird abgebrochen…</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="356"/>
        <source>[… %1 of output not shown …]
</source>
        <translation>[… %1 der Ausgabe nicht angezeigt …]
</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="392"/>
        <source>[… %1 of output not shown in all …]
</source>
        <translation>[… insgesamt %1 der Ausgabe nicht angezeigt …]
</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="397"/>
        <source>[canceled]</source>
        <translation>[abgebrochen]</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="397"/>
        <source>[failed: %1]</source>
        <translation>[fehlgeschlagen: %1]</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="399"/>
        <source>canceled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="403"/>
        <source>canceled · %1</source>
        <translation>abgebrochen · %1</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="404"/>
        <source>exit %1 · %2</source>
        <translation>Exit-Code %1 · %2</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="462"/>
        <source>Select a sandbox to run commands in it.</source>
        <translation>Wählen Sie eine Sandbox, um darin Befehle auszuführen.</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="464"/>
        <source>Connect to an engine to run commands.</source>
        <translation>Verbinden Sie sich mit einer Engine, um Befehle auszuführen.</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="466"/>
        <source>Start the sandbox to run commands.</source>
        <translation>Starten Sie die Sandbox, um Befehle auszuführen.</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="488"/>
        <source>A terminal in sandbox &quot;%1&quot;; closing it ends its program</source>
        <translation>Ein Terminal in der Sandbox „%1“; beim Schließen endet sein Programm</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="531"/>
        <source>History (%1)</source>
        <translation>Verlauf (%1)</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="543"/>
        <source>Find…</source>
        <translation>Suchen…</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="547"/>
        <source>Find in the output (%1)</source>
        <translation>In der Ausgabe suchen (%1)</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="554"/>
        <source>Save…</source>
        <translation>Speichern…</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="559"/>
        <source>Save the output shown to a file (%1)</source>
        <translation>Die angezeigte Ausgabe in einer Datei speichern (%1)</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="562"/>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="564"/>
        <source>Ctrl+Shift+K</source>
        <translation>Ctrl+Shift+K</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="566"/>
        <source>Clear this sandbox&apos;s console; History keeps every command&apos;s output (%1)</source>
        <translation>Die Konsole dieser Sandbox leeren; der Verlauf behält die Ausgabe jedes Befehls (%1)</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="641"/>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="644"/>
        <source>Cannot write %1: %2.</source>
        <translation>%1 kann nicht geschrieben werden: %2.</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="651"/>
        <source>Save Output</source>
        <translation>Ausgabe speichern</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="651"/>
        <source>Text files (*.txt *.log);;All files (*)</source>
        <translation>Textdateien (*.txt *.log);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="660"/>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="662"/>
        <source>Saved to %1.</source>
        <translation>In %1 gespeichert.</translation>
    </message>
</context>
<context>
    <name>shadowbox::DoctorCheckModel</name>
    <message>
        <location filename="../widgets/engine/DoctorCheckModel.cpp" line="12"/>
        <source>Engine ▸ Build Starter Image</source>
        <translation>Engine ▸ Starter-Image erstellen</translation>
    </message>
    <message>
        <location filename="../widgets/engine/DoctorCheckModel.cpp" line="70"/>
        <source>Check</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <location filename="../widgets/engine/DoctorCheckModel.cpp" line="72"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../widgets/engine/DoctorCheckModel.cpp" line="74"/>
        <source>Fix</source>
        <translation>Lösung</translation>
    </message>
</context>
<context>
    <name>shadowbox::DoctorDialog</name>
    <message>
        <location filename="../widgets/engine/DoctorDialog.cpp" line="26"/>
        <source>&amp;Copy Report</source>
        <translation>Bericht &amp;kopieren</translation>
    </message>
    <message>
        <location filename="../widgets/engine/DoctorDialog.cpp" line="28"/>
        <source>Engine Doctor</source>
        <translation>Engine-Diagnose</translation>
    </message>
    <message>
        <location filename="../widgets/engine/DoctorDialog.cpp" line="31"/>
        <source>Checking the engine: it answers, it has an image, and it can run a container…</source>
        <translation>Die Engine wird geprüft: ob sie antwortet, ein Image hat und einen Container ausführen kann…</translation>
    </message>
    <message>
        <location filename="../widgets/engine/DoctorDialog.cpp" line="83"/>
        <source>All checks passed: sandboxes can run on this engine.</source>
        <translation>Alle Prüfungen bestanden: Auf dieser Engine können Sandboxes laufen.</translation>
    </message>
    <message>
        <location filename="../widgets/engine/DoctorDialog.cpp" line="84"/>
        <source>Some checks failed. Each row says what was found and how to fix it.</source>
        <translation>Einige Prüfungen sind fehlgeschlagen. Jede Zeile nennt den Befund und die Lösung.</translation>
    </message>
    <message>
        <location filename="../widgets/engine/DoctorDialog.cpp" line="86"/>
        <source>Applied automatically: %1</source>
        <translation>Automatisch angewendet: %1</translation>
    </message>
    <message>
        <location filename="../widgets/engine/DoctorDialog.cpp" line="97"/>
        <source>ok</source>
        <translation>OK</translation>
    </message>
    <message>
        <location filename="../widgets/engine/DoctorDialog.cpp" line="97"/>
        <source>FAIL</source>
        <translation>FEHLER</translation>
    </message>
    <message>
        <location filename="../widgets/engine/DoctorDialog.cpp" line="99"/>
        <source>fix: %1</source>
        <translation>Lösung: %1</translation>
    </message>
</context>
<context>
    <name>shadowbox::EngineCandidateModel</name>
    <message>
        <location filename="../widgets/engine/EngineCandidateModel.cpp" line="39"/>
        <source>Probing…</source>
        <translation>Wird geprüft…</translation>
    </message>
    <message>
        <location filename="../widgets/engine/EngineCandidateModel.cpp" line="61"/>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <location filename="../widgets/engine/EngineCandidateModel.cpp" line="63"/>
        <source>Found via</source>
        <translation>Gefunden über</translation>
    </message>
    <message>
        <location filename="../widgets/engine/EngineCandidateModel.cpp" line="65"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../widgets/engine/EngineCandidateModel.cpp" line="85"/>
        <source>answers: %1</source>
        <translation>antwortet: %1</translation>
    </message>
</context>
<context>
    <name>shadowbox::EngineConnector</name>
    <message>
        <location filename="../engine/runtime/EngineConnector.cpp" line="105"/>
        <source>Correct the address chosen in File ▸ Settings (or in SHADOWBOX_ENGINE), or leave it empty to let Shadowbox find an engine.</source>
        <translation>Korrigieren Sie die unter Datei ▸ Einstellungen (oder in SHADOWBOX_ENGINE) gewählte Adresse, oder lassen Sie sie leer, damit Shadowbox selbst eine Engine sucht.</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineConnector.cpp" line="118"/>
        <source>It is the value of %1. Correct %1 or unset it, or choose an engine in File ▸ Settings (or with SHADOWBOX_ENGINE), which comes first.</source>
        <translation>Es ist der Wert von %1. Korrigieren Sie %1 oder entfernen Sie die Variable, oder wählen Sie eine Engine unter Datei ▸ Einstellungen (oder mit SHADOWBOX_ENGINE), die Vorrang hat.</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineConnector.cpp" line="127"/>
        <source>Trying %1 (%2)…</source>
        <translation>%1 wird versucht (%2)…</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineConnector.cpp" line="129"/>
        <source>Connecting to the engine was canceled.</source>
        <translation>Die Verbindung zur Engine wurde abgebrochen.</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineConnector.cpp" line="141"/>
        <source>The engine chosen in File ▸ Settings (or with SHADOWBOX_ENGINE) does not answer. %1</source>
        <translation>Die unter Datei ▸ Einstellungen (oder mit SHADOWBOX_ENGINE) gewählte Engine antwortet nicht. %1</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineConnector.cpp" line="153"/>
        <source>No container engine answered. Install Podman (`sudo apt install podman`, `sudo dnf install podman` or `brew install podman`) or start Docker, then try again.</source>
        <translation>Keine Container-Engine hat geantwortet. Installieren Sie Podman (`sudo apt install podman`, `sudo dnf install podman` oder `brew install podman`) oder starten Sie Docker, und versuchen Sie es dann erneut.</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineConnector.cpp" line="156"/>
        <source>Tried: %1.</source>
        <translation>Versucht: %1.</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineConnector.cpp" line="173"/>
        <source>Restarting Shadowbox&apos;s own Podman service…</source>
        <translation>Eigener Podman-Dienst von Shadowbox wird neu gestartet…</translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineConnector.cpp" line="97"/>
        <location filename="../engine/runtime/EngineConnector.cpp" line="147"/>
        <source>Starting Shadowbox&apos;s own Podman service…</source>
        <translation>Eigener Podman-Dienst von Shadowbox wird gestartet…</translation>
    </message>
</context>
<context>
    <name>shadowbox::EngineSettingsDialog</name>
    <message>
        <location filename="../widgets/engine/EngineSettingsDialog.cpp" line="48"/>
        <source>Find an engine &amp;automatically (recommended)</source>
        <translation>Engine &amp;automatisch finden (empfohlen)</translation>
    </message>
    <message>
        <location filename="../widgets/engine/EngineSettingsDialog.cpp" line="49"/>
        <source>Always use Shadowbox&apos;s own &amp;Podman service</source>
        <translation>Immer den eigenen &amp;Podman-Dienst von Shadowbox verwenden</translation>
    </message>
    <message>
        <location filename="../widgets/engine/EngineSettingsDialog.cpp" line="50"/>
        <source>Use this a&amp;ddress:</source>
        <translation>Diese A&amp;dresse verwenden:</translation>
    </message>
    <message>
        <location filename="../widgets/engine/EngineSettingsDialog.cpp" line="56"/>
        <source>&amp;Refresh</source>
        <translation>&amp;Neu suchen</translation>
    </message>
    <message>
        <location filename="../widgets/engine/EngineSettingsDialog.cpp" line="60"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../widgets/engine/EngineSettingsDialog.cpp" line="64"/>
        <source>Try the addresses listed below in order and use the first that answers; if none does, start Shadowbox&apos;s own Podman service.</source>
        <translation>Die unten aufgeführten Adressen der Reihe nach versuchen und die erste verwenden, die antwortet; antwortet keine, den eigenen Podman-Dienst von Shadowbox starten.</translation>
    </message>
    <message>
        <location filename="../widgets/engine/EngineSettingsDialog.cpp" line="67"/>
        <source>Run `podman system service` on a private socket, with Shadowbox&apos;s own settings, and stop it when Shadowbox exits.</source>
        <translation>`podman system service` auf einem privaten Socket mit den eigenen Einstellungen von Shadowbox ausführen und beim Beenden von Shadowbox stoppen.</translation>
    </message>
    <message>
        <location filename="../widgets/engine/EngineSettingsDialog.cpp" line="75"/>
        <source>unix:///run/podman/podman.sock or tcp://host:2375</source>
        <translation>unix:///run/podman/podman.sock oder tcp://host:2375</translation>
    </message>
    <message>
        <location filename="../widgets/engine/EngineSettingsDialog.cpp" line="88"/>
        <source>Container engine</source>
        <translation>Container-Engine</translation>
    </message>
    <message>
        <location filename="../widgets/engine/EngineSettingsDialog.cpp" line="98"/>
        <source>Look for engines again and ask each one whether it answers</source>
        <translation>Erneut nach Engines suchen und jede fragen, ob sie antwortet</translation>
    </message>
    <message>
        <location filename="../widgets/engine/EngineSettingsDialog.cpp" line="100"/>
        <source>Automatic discovery tries these addresses, in order:</source>
        <translation>Die automatische Suche versucht diese Adressen in dieser Reihenfolge:</translation>
    </message>
    <message>
        <location filename="../widgets/engine/EngineSettingsDialog.cpp" line="181"/>
        <source>Enter the address of an engine&apos;s API, for example unix:///run/podman/podman.sock.</source>
        <translation>Geben Sie die Adresse der API einer Engine ein, zum Beispiel unix:///run/podman/podman.sock.</translation>
    </message>
    <message>
        <location filename="../widgets/engine/EngineSettingsDialog.cpp" line="189"/>
        <source>SHADOWBOX_ENGINE is set to %1 in Shadowbox&apos;s environment. It overrides this setting, so the choice below cannot be changed while it is set.</source>
        <translation>SHADOWBOX_ENGINE ist in der Umgebung von Shadowbox auf %1 gesetzt. Die Variable hat Vorrang vor dieser Einstellung, daher lässt sich die Auswahl unten nicht ändern, solange sie gesetzt ist.</translation>
    </message>
    <message>
        <location filename="../widgets/engine/EngineSettingsDialog.cpp" line="235"/>
        <source>Podman is not installed, so if none of these answers there is no engine.</source>
        <translation>Podman ist nicht installiert; antwortet keine dieser Adressen, gibt es also keine Engine.</translation>
    </message>
    <message>
        <location filename="../widgets/engine/EngineSettingsDialog.cpp" line="236"/>
        <source>If none of these answers, Shadowbox starts its own Podman service (%1).</source>
        <translation>Antwortet keine dieser Adressen, startet Shadowbox seinen eigenen Podman-Dienst (%1).</translation>
    </message>
    <message>
        <location filename="../widgets/engine/EngineSettingsDialog.cpp" line="264"/>
        <source>Probing…</source>
        <translation>Wird geprüft…</translation>
    </message>
    <message>
        <location filename="../widgets/engine/EngineSettingsDialog.cpp" line="274"/>
        <source>No engine address found on this machine.</source>
        <translation>Auf diesem Rechner wurde keine Engine-Adresse gefunden.</translation>
    </message>
    <message>
        <location filename="../widgets/engine/EngineSettingsDialog.cpp" line="275"/>
        <source>Answering: %1 of %2</source>
        <translation>Antworten: %1 von %2</translation>
    </message>
</context>
<context>
    <name>shadowbox::MainWindow</name>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="74"/>
        <source>Shadowbox</source>
        <translation>Shadowbox</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="106"/>
        <source>Snapshots</source>
        <translation>Snapshots</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="110"/>
        <source>Activity</source>
        <translation>Aktivität</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="114"/>
        <source>Network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="128"/>
        <source>&amp;New Sandbox…</source>
        <translation>&amp;Neue Sandbox…</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="131"/>
        <source>Copy a repository into a new network-isolated sandbox</source>
        <translation>Ein Repository in eine neue, vom Netzwerk isolierte Sandbox kopieren</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="134"/>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="136"/>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="137"/>
        <source>Start the selected sandbox&apos;s container</source>
        <translation>Den Container der ausgewählten Sandbox starten</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="140"/>
        <source>S&amp;top</source>
        <translation>S&amp;toppen</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="142"/>
        <source>Ctrl+Shift+R</source>
        <translation>Ctrl+Shift+R</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="143"/>
        <source>Stop the selected sandbox&apos;s container; its workspace is kept</source>
        <translation>Den Container der ausgewählten Sandbox stoppen; ihr Arbeitsbereich bleibt erhalten</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="147"/>
        <source>Net&amp;work Policy</source>
        <translation>Net&amp;zwerkrichtlinie</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="152"/>
        <source>&amp;Mocks Only: Mocked Hosts Answer</source>
        <translation>Nur &amp;Mocks: Nachgebildete Hosts antworten</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="153"/>
        <source>&amp;Allowlist: Mocked and Listed Hosts</source>
        <translation>&amp;Allowlist: Nachgebildete und gelistete Hosts</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="154"/>
        <source>&amp;Open: Every Host…</source>
        <translation>&amp;Offen: Jeder Host…</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="155"/>
        <source>&amp;None: Nothing Answers</source>
        <translation>&amp;Keins: Nichts antwortet</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="172"/>
        <source>&amp;Edit Allowlist…</source>
        <translation>Allowlist &amp;bearbeiten…</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="174"/>
        <source>Choose the hosts and package registries the allowlist lets through</source>
        <translation>Die Hosts und Paket-Registries wählen, die die Allowlist durchlässt</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="179"/>
        <source>Mock &amp;Server…</source>
        <translation>Mock-&amp;Server…</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="181"/>
        <source>Let a WireMock or LocalStack of your own answer the mocked hosts</source>
        <translation>Einen eigenen WireMock oder LocalStack die nachgebildeten Hosts beantworten lassen</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="188"/>
        <source>&amp;Destroy…</source>
        <translation>&amp;Löschen…</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="194"/>
        <source>Remove the sandbox&apos;s container, network and workspace copy</source>
        <translation>Container, Netzwerk und Arbeitsbereichskopie der Sandbox entfernen</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="197"/>
        <source>&amp;Refresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="201"/>
        <source>Reload the sandboxes and compare them with the engine</source>
        <translation>Die Sandboxes neu laden und mit der Engine abgleichen</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="204"/>
        <source>Re&amp;view Changes…</source>
        <translation>Änderungen &amp;prüfen…</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="206"/>
        <source>Ctrl+Shift+D</source>
        <translation>Ctrl+Shift+D</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="207"/>
        <source>Review everything the sandbox changed since its baseline, and apply what you approve to the repository</source>
        <translation>Alles prüfen, was die Sandbox seit ihrem Ausgangsstand geändert hat, und das Angenommene in das Repository übernehmen</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="211"/>
        <source>Go to &amp;Command Line</source>
        <translation>Zur &amp;Befehlszeile</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="213"/>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="219"/>
        <source>Run &amp;Doctor</source>
        <translation>&amp;Diagnose ausführen</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="221"/>
        <source>Check that the engine answers, has an image and can run a container</source>
        <translation>Prüfen, ob die Engine antwortet, ein Image hat und einen Container ausführen kann</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="224"/>
        <source>&amp;Build Starter Image</source>
        <translation>&amp;Starter-Image erstellen</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="226"/>
        <source>Build a small busybox image offline, so sandboxes can start without a registry</source>
        <translation>Offline ein kleines BusyBox-Image erstellen, damit Sandboxes ohne Registry starten können</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="229"/>
        <source>&amp;Pull Image…</source>
        <translation>Image &amp;herunterladen…</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="231"/>
        <source>Download an image from its registry, showing the progress of each layer</source>
        <translation>Ein Image aus seiner Registry herunterladen und den Fortschritt jeder Schicht anzeigen</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="234"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="239"/>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="242"/>
        <source>Choose the container engine Shadowbox uses</source>
        <translation>Die Container-Engine wählen, die Shadowbox verwendet</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="245"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="247"/>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="251"/>
        <source>&amp;About Shadowbox</source>
        <translation>&amp;Über Shadowbox</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="259"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="266"/>
        <source>&amp;Sandbox</source>
        <translation>&amp;Sandbox</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="287"/>
        <source>&amp;Engine</source>
        <translation>&amp;Engine</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="292"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="298"/>
        <source>Sandbox</source>
        <translation>Sandbox</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="321"/>
        <source>Retry</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="322"/>
        <source>Run Doctor</source>
        <translation>Diagnose ausführen</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="323"/>
        <source>Settings…</source>
        <translation>Einstellungen…</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="332"/>
        <source>Build Starter Image</source>
        <translation>Starter-Image erstellen</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="383"/>
        <source>No sandboxes yet.
A sandbox is a private copy of a repository in a network-isolated container.</source>
        <translation>Noch keine Sandboxes.
Eine Sandbox ist eine private Kopie eines Repositorys in einem vom Netzwerk isolierten Container.</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="461"/>
        <source>Not connected</source>
        <translation>Nicht verbunden</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="476"/>
        <source>Shadowbox cannot open its database. %1</source>
        <translation>Shadowbox kann seine Datenbank nicht öffnen. %1</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="508"/>
        <source>The engine has no images yet, so no sandbox can start. Shadowbox can build a small starter image offline from this machine&apos;s busybox.</source>
        <translation>Die Engine hat noch keine Images, daher kann keine Sandbox starten. Shadowbox kann offline aus dem BusyBox dieses Rechners ein kleines Starter-Image erstellen.</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="522"/>
        <source>The engine cannot run containers yet. %1</source>
        <translation>Die Engine kann noch keine Container ausführen. %1</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="526"/>
        <source>Shadowbox repaired its Podman service: %1</source>
        <translation>Shadowbox hat seinen Podman-Dienst repariert: %1</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="538"/>
        <source>Could Not Build the Starter Image</source>
        <translation>Starter-Image konnte nicht erstellt werden</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="541"/>
        <source>The starter image is ready.</source>
        <translation>Das Starter-Image ist bereit.</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="547"/>
        <source>Could Not Pull the Image</source>
        <translation>Image konnte nicht heruntergeladen werden</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="550"/>
        <source>%1 is ready.</source>
        <translation>%1 ist bereit.</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="590"/>
        <source>Quit Shadowbox</source>
        <translation>Shadowbox beenden</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="591"/>
        <source>A sandbox is being created. Quit anyway?</source>
        <translation>Gerade wird eine Sandbox erstellt. Trotzdem beenden?</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="592"/>
        <source>Commands are still running in: %1. Quit anyway?</source>
        <translation>In diesen Sandboxes laufen noch Befehle: %1. Trotzdem beenden?</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="593"/>
        <source>Quitting stops the running commands and undoes a creation under way. The sandboxes themselves keep running.</source>
        <translation>Beim Beenden werden laufende Befehle gestoppt und eine laufende Erstellung rückgängig gemacht. Die Sandboxes selbst laufen weiter.</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="595"/>
        <source>Stop and Quit</source>
        <translation>Stoppen und beenden</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="640"/>
        <source>last recorded; no engine connected</source>
        <translation>zuletzt gespeichert; keine Engine verbunden</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="691"/>
        <source>Checking that Shadowbox&apos;s Podman service can run containers…</source>
        <translation>Shadowbox prüft, ob sein Podman-Dienst Container ausführen kann…</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="756"/>
        <source>Creating the sandbox…</source>
        <translation>Sandbox wird erstellt…</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="592"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="769"/>
        <source>Destroyed &quot;%1&quot;. %2</source>
        <translation>„%1“ gelöscht. %2</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="804"/>
        <source>Pull Image</source>
        <translation>Image herunterladen</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="805"/>
        <source>Image to pull from its registry (for example debian:bookworm or ghcr.io/owner/name:tag):</source>
        <translation>Image, das aus seiner Registry heruntergeladen werden soll (zum Beispiel debian:bookworm oder ghcr.io/owner/name:tag):</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="806"/>
        <source>Pull</source>
        <translation>Herunterladen</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="811"/>
        <source>Pulling %1…</source>
        <translation>%1 wird heruntergeladen…</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="823"/>
        <source>Building the starter image…</source>
        <translation>Starter-Image wird erstellt…</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="833"/>
        <source>%1 at %2, API %3%4</source>
        <translation>%1 unter %2, API %3%4</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="835"/>
        <source> (Shadowbox&apos;s own Podman service)</source>
        <translation> (eigener Podman-Dienst von Shadowbox)</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="837"/>
        <source>none connected</source>
        <translation>keine verbunden</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="838"/>
        <source>Shadowbox %1

Disposable, network-isolated sandboxes for prototyping with coding agents.

Licence: MIT (see LICENSE)
Engine: %2
Built with Qt %3, running on Qt %4.</source>
        <translation>Shadowbox %1

Kurzlebige, vom Netzwerk isolierte Sandboxes zum Prototyping mit Coding-Agenten.

Lizenz: MIT (siehe LICENSE)
Engine: %2
Erstellt mit Qt %3, läuft mit Qt %4.</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="846"/>
        <source>About Shadowbox</source>
        <translation>Über Shadowbox</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="858"/>
        <source>Connecting…</source>
        <translation>Verbindung wird hergestellt…</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="871"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="872"/>
        <source>%1 at %2, API %3</source>
        <translation>%1 unter %2, API %3</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="874"/>
        <source>Connected to %1.</source>
        <translation>Mit %1 verbunden.</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="882"/>
        <source>No engine</source>
        <translation>Keine Engine</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="889"/>
        <source>No container engine is available, so sandboxes cannot be created, started or used. %1</source>
        <translation>Es ist keine Container-Engine verfügbar, daher können Sandboxes weder erstellt noch gestartet oder verwendet werden. %1</translation>
    </message>
</context>
<context>
    <name>shadowbox::MockServerDialog</name>
    <message>
        <location filename="../widgets/network/MockServerDialog.cpp" line="73"/>
        <source>Mock Server of &quot;%1&quot;</source>
        <translation>Mock-Server von „%1“</translation>
    </message>
    <message>
        <location filename="../widgets/network/MockServerDialog.cpp" line="75"/>
        <source>The gateway answers the mocked hosts from the stubs on the Network page. A mock server of your own (a WireMock, a LocalStack) that runs beside the sandbox and listens on a loopback address of its network can answer them instead: the gateway still ends their HTTPS, then hands it each request.</source>
        <translation>Das Gateway beantwortet die nachgebildeten Hosts aus den Stubs auf der Seite „Netzwerk“. Ein eigener Mock-Server (ein WireMock, ein LocalStack), der neben der Sandbox läuft und auf einer Loopback-Adresse ihres Netzes lauscht, kann sie stattdessen beantworten: Das Gateway beendet weiterhin ihr HTTPS und reicht ihm dann jede Anfrage weiter.</translation>
    </message>
    <message>
        <location filename="../widgets/network/MockServerDialog.cpp" line="83"/>
        <source>&amp;Answer the mocked hosts with a mock server of my own</source>
        <translation>Die nachgebildeten Hosts mit einem eigenen Mock-Server &amp;beantworten</translation>
    </message>
    <message>
        <location filename="../widgets/network/MockServerDialog.cpp" line="91"/>
        <source>A loopback address of the sandbox&apos;s network and a port: 127.0.1.1:8080, [::1]:4566</source>
        <translation>Eine Loopback-Adresse des Netzes der Sandbox und ein Port: 127.0.1.1:8080, [::1]:4566</translation>
    </message>
    <message>
        <location filename="../widgets/network/MockServerDialog.cpp" line="96"/>
        <source>What the request log calls the server</source>
        <translation>Wie das Anfrageprotokoll den Server nennt</translation>
    </message>
    <message>
        <location filename="../widgets/network/MockServerDialog.cpp" line="102"/>
        <source>Hosts the server has stubs for and the sandbox has none, one a line: they resolve to the gateway too</source>
        <translation>Hosts, für die der Server Stubs hat und die Sandbox keine, einer pro Zeile: Auch sie werden zum Gateway aufgelöst</translation>
    </message>
    <message>
        <location filename="../widgets/network/MockServerDialog.cpp" line="106"/>
        <source>none: I run it myself</source>
        <translation>keins: ich starte ihn selbst</translation>
    </message>
    <message>
        <location filename="../widgets/network/MockServerDialog.cpp" line="107"/>
        <source>Shadowbox runs the server from this image (wiremock/wiremock:3.13.2, localstack/localstack), in the sandbox&apos;s network, with the sandbox</source>
        <translation>Shadowbox startet den Server aus diesem Image (wiremock/wiremock:3.13.2, localstack/localstack), im Netz der Sandbox, mit der Sandbox</translation>
    </message>
    <message>
        <location filename="../widgets/network/MockServerDialog.cpp" line="112"/>
        <source>what suits the image</source>
        <translation>was zum Image passt</translation>
    </message>
    <message>
        <location filename="../widgets/network/MockServerDialog.cpp" line="113"/>
        <source>What the image&apos;s entry point gets, as a shell would split it. Empty: a WireMock image gets --bind-address and --port, a LocalStack image GATEWAY_LISTEN.</source>
        <translation>Was der Einstiegspunkt des Images bekommt, so zerlegt, wie eine Shell es täte. Leer: ein WireMock-Image bekommt --bind-address und --port, ein LocalStack-Image GATEWAY_LISTEN.</translation>
    </message>
    <message>
        <location filename="../widgets/network/MockServerDialog.cpp" line="122"/>
        <source>A&amp;ddress:</source>
        <translation>A&amp;dresse:</translation>
    </message>
    <message>
        <location filename="../widgets/network/MockServerDialog.cpp" line="123"/>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location filename="../widgets/network/MockServerDialog.cpp" line="125"/>
        <source>Also &amp;hosts:</source>
        <translation>Auch &amp;Hosts:</translation>
    </message>
    <message>
        <location filename="../widgets/network/MockServerDialog.cpp" line="126"/>
        <source>Host names the server has stubs for and no stub of the sandbox names, one a line. A server that answers as WireMock&apos;s admin API does is asked for them too, each time this is saved. They resolve to the gateway from now on.</source>
        <translation>Hostnamen, für die der Server Stubs hat und die kein Stub der Sandbox nennt, einer pro Zeile. Ein Server, der wie die Admin-API von WireMock antwortet, wird bei jedem Speichern ebenfalls nach ihnen gefragt. Sie werden von nun an zum Gateway aufgelöst.</translation>
    </message>
    <message>
        <location filename="../widgets/network/MockServerDialog.cpp" line="133"/>
        <source>Run from &amp;image:</source>
        <translation>Aus &amp;Image starten:</translation>
    </message>
    <message>
        <location filename="../widgets/network/MockServerDialog.cpp" line="134"/>
        <source>A&amp;rguments:</source>
        <translation>A&amp;rgumente:</translation>
    </message>
    <message>
        <location filename="../widgets/network/MockServerDialog.cpp" line="135"/>
        <source>With an image, Shadowbox runs the server in a container of its own, in the sandbox&apos;s network only, started, stopped and removed with the sandbox. It must listen on the address above ($SHADOWBOX_MOCK_PORT says the port).</source>
        <translation>Mit einem Image startet Shadowbox den Server in einem eigenen Container, nur im Netz der Sandbox, gestartet, gestoppt und entfernt mit der Sandbox. Er muss auf der Adresse oben lauschen ($SHADOWBOX_MOCK_PORT nennt den Port).</translation>
    </message>
    <message>
        <location filename="../widgets/network/MockServerDialog.cpp" line="151"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
</context>
<context>
    <name>shadowbox::Network</name>
    <message>
        <location filename="../widgets/common/StateAppearance.cpp" line="58"/>
        <source>Mocks only</source>
        <translation>Nur Mocks</translation>
    </message>
    <message>
        <location filename="../widgets/common/StateAppearance.cpp" line="60"/>
        <source>Allowlist</source>
        <translation>Allowlist</translation>
    </message>
    <message>
        <location filename="../widgets/common/StateAppearance.cpp" line="62"/>
        <source>Open</source>
        <translation>Offen</translation>
    </message>
    <message>
        <location filename="../widgets/common/StateAppearance.cpp" line="66"/>
        <source>None</source>
        <translation>Keins</translation>
    </message>
    <message>
        <location filename="../widgets/common/StateAppearance.cpp" line="73"/>
        <source>Internal network, made by an earlier Shadowbox (on Docker it reaches the host&apos;s services)</source>
        <translation>Internes Netzwerk, von einem früheren Shadowbox erstellt (unter Docker erreicht es die Dienste des Hosts)</translation>
    </message>
    <message>
        <location filename="../widgets/common/StateAppearance.cpp" line="77"/>
        <source>None: no gateway, nothing answers</source>
        <translation>Keins: kein Gateway, nichts antwortet</translation>
    </message>
    <message>
        <location filename="../widgets/common/StateAppearance.cpp" line="80"/>
        <source>Gateway, mocks only: mocked hosts answer from their stubs; no route out</source>
        <translation>Gateway, nur Mocks: nachgebildete Hosts antworten aus ihren Stubs; kein Weg nach draußen</translation>
    </message>
    <message>
        <location filename="../widgets/common/StateAppearance.cpp" line="85"/>
        <source>%1 (recorded)</source>
        <translation>%1 (aufgezeichnet)</translation>
    </message>
    <message>
        <location filename="../widgets/common/StateAppearance.cpp" line="88"/>
        <source>Gateway, allowlist with no hosts yet: mocked hosts answer, the rest is refused</source>
        <translation>Gateway, Allowlist noch ohne Hosts: Nachgebildete Hosts antworten, der Rest wird abgewiesen</translation>
    </message>
    <message>
        <location filename="../widgets/common/StateAppearance.cpp" line="91"/>
        <source>Gateway, allowlist: mocked hosts answer; %1 pass through; the rest is refused</source>
        <translation>Gateway, Allowlist: Nachgebildete Hosts antworten; %1 werden durchgelassen; der Rest wird abgewiesen</translation>
    </message>
    <message>
        <location filename="../widgets/common/StateAppearance.cpp" line="97"/>
        <source>Gateway, open: mocked hosts answer; every other host passes through (never this computer&apos;s own addresses)</source>
        <translation>Gateway, offen: Nachgebildete Hosts antworten; jeder andere Host wird durchgelassen (nie die eigenen Adressen dieses Rechners)</translation>
    </message>
    <message>
        <location filename="../widgets/common/StateAppearance.cpp" line="103"/>
        <source>Gateway, policy none: nothing answers until the policy changes</source>
        <translation>Gateway, Richtlinie none: nichts antwortet, bis sich die Richtlinie ändert</translation>
    </message>
    <message>
        <location filename="../widgets/common/StateAppearance.cpp" line="114"/>
        <source>%1. The mocked hosts are answered by %2, which Shadowbox runs from %3</source>
        <translation>%1. Die nachgebildeten Hosts beantwortet %2, das Shadowbox aus %3 startet</translation>
    </message>
    <message>
        <location filename="../widgets/common/StateAppearance.cpp" line="117"/>
        <source>%1. The mocked hosts are answered by %2</source>
        <translation>%1. Die nachgebildeten Hosts beantwortet %2</translation>
    </message>
</context>
<context>
    <name>shadowbox::NetworkPanel</name>
    <message>
        <location filename="../widgets/network/NetworkPanel.cpp" line="111"/>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren…</translation>
    </message>
    <message>
        <location filename="../widgets/network/NetworkPanel.cpp" line="112"/>
        <source>E&amp;xport…</source>
        <translation>E&amp;xportieren…</translation>
    </message>
    <message>
        <location filename="../widgets/network/NetworkPanel.cpp" line="113"/>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <location filename="../widgets/network/NetworkPanel.cpp" line="114"/>
        <source>&amp;Stub from Request</source>
        <translation>&amp;Stub aus Anfrage</translation>
    </message>
    <message>
        <location filename="../widgets/network/NetworkPanel.cpp" line="115"/>
        <source>&amp;New Stub</source>
        <translation>&amp;Neuer Stub</translation>
    </message>
    <message>
        <location filename="../widgets/network/NetworkPanel.cpp" line="116"/>
        <source>Sa&amp;ve Stub</source>
        <translation>Stub spei&amp;chern</translation>
    </message>
    <message>
        <location filename="../widgets/network/NetworkPanel.cpp" line="117"/>
        <source>Rever&amp;t</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <location filename="../widgets/network/NetworkPanel.cpp" line="118"/>
        <source>&amp;Keep Recorded</source>
        <translation>Aufgezeichnetes &amp;behalten</translation>
    </message>
    <message>
        <location filename="../widgets/network/NetworkPanel.cpp" line="130"/>
        <source>Whose stubs to show and change: those of the sandbox&apos;s mock server, through its admin API, or those Shadowbox keeps for when the server is turned off</source>
        <translation>Wessen Stubs gezeigt und geändert werden: die des Mock-Servers der Sandbox, über seine Admin-API, oder die, die Shadowbox für die Zeit aufbewahrt, in der der Server ausgeschaltet ist</translation>
    </message>
    <message>
        <location filename="../widgets/network/NetworkPanel.cpp" line="135"/>
        <source>Add the stubs of a WireMock mappings file, or make stubs from a HAR recording</source>
        <translation>Die Stubs einer WireMock-Mapping-Datei hinzufügen oder Stubs aus einer HAR-Aufzeichnung erstellen</translation>
    </message>
    <message>
        <location filename="../widgets/network/NetworkPanel.cpp" line="137"/>
        <source>Save the stubs as a WireMock mappings file (a mocks file for sandbox create --mocks)</source>
        <translation>Die Stubs als WireMock-Mapping-Datei speichern (eine Mock-Datei für sandbox create --mocks)</translation>
    </message>
    <message>
        <location filename="../widgets/network/NetworkPanel.cpp" line="139"/>
        <source>Remove the selected stub</source>
        <translation>Den ausgewählten Stub entfernen</translation>
    </message>
    <message>
        <location filename="../widgets/network/NetworkPanel.cpp" line="141"/>
        <source>Add a stub that answers requests like the selected one with 200</source>
        <translation>Einen Stub hinzufügen, der Anfragen wie die ausgewählte mit 200 beantwortet</translation>
    </message>
    <message>
        <location filename="../widgets/network/NetworkPanel.cpp" line="143"/>
        <source>Write a new stub in the editor</source>
        <translation>Einen neuen Stub im Editor schreiben</translation>
    </message>
    <message>
        <location filename="../widgets/network/NetworkPanel.cpp" line="145"/>
        <source>Save the stub in the editor (%1)</source>
        <translation>Den Stub im Editor speichern (%1)</translation>
    </message>
    <message>
        <location filename="../widgets/network/NetworkPanel.cpp" line="148"/>
        <source>Drop the changes in the editor</source>
        <translation>Die Änderungen im Editor verwerfen</translation>
    </message>
    <message>
        <location filename="../widgets/network/NetworkPanel.cpp" line="151"/>
        <source>Make stubs of what the recorded hosts answered (hosts marked &quot;record&quot; in the allowlist)</source>
        <translation>Stubs aus dem machen, was die aufgezeichneten Hosts antworteten (in der Allowlist mit „record“ markierte Hosts)</translation>
    </message>
    <message>
        <location filename="../widgets/network/NetworkPanel.cpp" line="190"/>
        <source>Every request</source>
        <translation>Alle Anfragen</translation>
    </message>
    <message>
        <location filename="../widgets/network/NetworkPanel.cpp" line="196"/>
        <source>Filter: host, path, method, status…</source>
        <translation>Filter: Host, Pfad, Methode, Status…</translation>
    </message>
    <message>
        <location filename="../widgets/network/NetworkPanel.cpp" line="198"/>
        <source>Show only the requests that contain every word typed here</source>
        <translation>Nur die Anfragen zeigen, die jedes hier eingegebene Wort enthalten</translation>
    </message>
    <message>
        <location filename="../widgets/network/NetworkPanel.cpp" line="201"/>
        <source>&amp;Policy</source>
        <translation>&amp;Richtlinie</translation>
    </message>
    <message>
        <location filename="../widgets/network/NetworkPanel.cpp" line="202"/>
        <source>Change what the sandbox can reach: mocks only, an allowlist, every host, or nothing</source>
        <translation>Ändern, was die Sandbox erreicht: nur Mocks, eine Allowlist, jeden Host oder nichts</translation>
    </message>
    <message>
        <location filename="../widgets/network/NetworkPanel.cpp" line="211"/>
        <source>St&amp;ubs of:</source>
        <translation>St&amp;ubs von:</translation>
    </message>
    <message>
        <location filename="../widgets/network/NetworkPanel.cpp" line="237"/>
        <source>Requests:</source>
        <translation>Anfragen:</translation>
    </message>
    <message>
        <location filename="../widgets/network/NetworkPanel.cpp" line="261"/>
        <source>Import Mocks</source>
        <translation>Mocks importieren</translation>
    </message>
    <message>
        <location filename="../widgets/network/NetworkPanel.cpp" line="262"/>
        <source>WireMock mappings or HAR recordings (*.json *.har);;All files (*)</source>
        <translation>WireMock-Mappings oder HAR-Aufzeichnungen (*.json *.har);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../widgets/network/NetworkPanel.cpp" line="271"/>
        <source>Export Mocks</source>
        <translation>Mocks exportieren</translation>
    </message>
    <message>
        <location filename="../widgets/network/NetworkPanel.cpp" line="272"/>
        <source>WireMock mappings (*.json)</source>
        <translation>WireMock-Mappings (*.json)</translation>
    </message>
    <message>
        <location filename="../widgets/network/NetworkPanel.cpp" line="312"/>
        <source>The unsaved stub was dropped.</source>
        <translation>Der nicht gespeicherte Stub wurde verworfen.</translation>
    </message>
    <message>
        <location filename="../widgets/network/NetworkPanel.cpp" line="324"/>
        <source>Shadowbox, for when it is off</source>
        <translation>Shadowbox, für die Zeit ohne ihn</translation>
    </message>
    <message>
        <location filename="../widgets/network/NetworkPanel.cpp" line="352"/>
        <source>No sandbox selected.</source>
        <translation>Keine Sandbox ausgewählt.</translation>
    </message>
    <message>
        <location filename="../widgets/network/NetworkPanel.cpp" line="354"/>
        <source>&quot;%1&quot; has no network gateway: nothing answers it, and it has no mocks.</source>
        <translation>„%1“ hat kein Netzwerk-Gateway: Nichts antwortet ihr, und sie hat keine Mocks.</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/network/NetworkPanel.cpp" line="356"/>
        <source>Network: %1 · %n stub(s) of %2, which keeps them: a rollback does not bring them back%3</source>
        <translation>
            <numerusform>Netzwerk: %1 · %n Stub von %2, der sie aufbewahrt: ein Rollback bringt sie nicht zurück%3</numerusform>
            <numerusform>Netzwerk: %1 · %n Stubs von %2, der sie aufbewahrt: ein Rollback bringt sie nicht zurück%3</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/network/NetworkPanel.cpp" line="359"/>
        <source> · start the sandbox to see and change them</source>
        <translation> · starten Sie die Sandbox, um sie zu sehen und zu ändern</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/network/NetworkPanel.cpp" line="363"/>
        <source>Network: %1 · %n stub(s)%2%3</source>
        <translation>
            <numerusform>Netzwerk: %1 · %n Stub%2%3</numerusform>
            <numerusform>Netzwerk: %1 · %n Stubs%2%3</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/network/NetworkPanel.cpp" line="366"/>
        <source> · answered by %1, not by these</source>
        <translation> · beantwortet von %1, nicht von diesen</translation>
    </message>
    <message>
        <location filename="../widgets/network/NetworkPanel.cpp" line="368"/>
        <source> · start the sandbox to change them and to see its requests</source>
        <translation> · starten Sie die Sandbox, um sie zu ändern und ihre Anfragen zu sehen</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/network/NetworkPanel.cpp" line="369"/>
        <source> · %n recorded</source>
        <translation>
            <numerusform> · %n aufgezeichnet</numerusform>
            <numerusform> · %n aufgezeichnet</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/network/NetworkPanel.cpp" line="392"/>
        <source>Not saved yet: %1 saves the stub, Revert drops the changes.</source>
        <translation>Noch nicht gespeichert: %1 speichert den Stub, Verwerfen verwirft die Änderungen.</translation>
    </message>
    <message>
        <location filename="../widgets/network/NetworkPanel.cpp" line="447"/>
        <source>Line %1, column %2: %3. Fix it to save the stub.</source>
        <translation>Zeile %1, Spalte %2: %3. Beheben Sie das, um den Stub zu speichern.</translation>
    </message>
    <message>
        <location filename="../widgets/network/NetworkPanel.cpp" line="453"/>
        <source>A stub is one JSON object, with &quot;request&quot; (what it matches) and &quot;response&quot; (what it answers).</source>
        <translation>Ein Stub ist ein JSON-Objekt mit „request“ (worauf er passt) und „response“ (was er antwortet).</translation>
    </message>
    <message>
        <location filename="../widgets/network/NetworkPanel.cpp" line="456"/>
        <source>This is a mappings file: import it with Import… instead.</source>
        <translation>Das ist eine Mappings-Datei: Importieren Sie sie stattdessen mit „Importieren…“.</translation>
    </message>
    <message>
        <location filename="../widgets/network/NetworkPanel.cpp" line="458"/>
        <source>The stub needs a &quot;request&quot; object: what it matches.</source>
        <translation>Der Stub braucht ein „request“-Objekt: worauf er passt.</translation>
    </message>
    <message>
        <location filename="../widgets/network/NetworkPanel.cpp" line="460"/>
        <source>&quot;response&quot; must be an object: what the stub answers.</source>
        <translation>„response“ muss ein Objekt sein: was der Stub antwortet.</translation>
    </message>
    <message>
        <location filename="../widgets/network/NetworkPanel.cpp" line="494"/>
        <source>Adding the stub…</source>
        <translation>Der Stub wird hinzugefügt…</translation>
    </message>
    <message>
        <location filename="../widgets/network/NetworkPanel.cpp" line="494"/>
        <source>Saving the stub…</source>
        <translation>Der Stub wird gespeichert…</translation>
    </message>
    <message>
        <location filename="../widgets/network/NetworkPanel.cpp" line="519"/>
        <source>The stub was saved.</source>
        <translation>Der Stub wurde gespeichert.</translation>
    </message>
    <message>
        <location filename="../widgets/network/NetworkPanel.cpp" line="520"/>
        <source>The stub was saved. %1</source>
        <translation>Der Stub wurde gespeichert. %1</translation>
    </message>
    <message>
        <location filename="../widgets/network/NetworkPanel.cpp" line="531"/>
        <source>Making stubs of what was recorded…</source>
        <translation>Aus dem Aufgezeichneten werden Stubs gemacht…</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/network/NetworkPanel.cpp" line="541"/>
        <source>%n stub(s) made from what was recorded.</source>
        <translation>
            <numerusform>%n Stub aus dem Aufgezeichneten gemacht.</numerusform>
            <numerusform>%n Stubs aus dem Aufgezeichneten gemacht.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/network/NetworkPanel.cpp" line="680"/>
        <source>The Mocks Were Not Changed</source>
        <translation>Die Mocks wurden nicht geändert</translation>
    </message>
    <message>
        <location filename="../widgets/network/NetworkPanel.cpp" line="690"/>
        <source>Importing %1…</source>
        <translation>%1 wird importiert…</translation>
    </message>
    <message>
        <location filename="../widgets/network/NetworkPanel.cpp" line="694"/>
        <source>Cannot read %1: %2.</source>
        <translation>%1 kann nicht gelesen werden: %2.</translation>
    </message>
    <message>
        <location filename="../widgets/network/NetworkPanel.cpp" line="698"/>
        <source>%1 was not imported: %2</source>
        <translation>%1 wurde nicht importiert: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/network/NetworkPanel.cpp" line="705"/>
        <source>%n stub(s) imported from %1.</source>
        <translation>
            <numerusform>%n Stub aus %1 importiert.</numerusform>
            <numerusform>%n Stubs aus %1 importiert.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/network/NetworkPanel.cpp" line="708"/>
        <source>Mocks Imported</source>
        <translation>Mocks importiert</translation>
    </message>
    <message>
        <location filename="../widgets/network/NetworkPanel.cpp" line="717"/>
        <source>Exporting the mocks to %1…</source>
        <translation>Die Mocks werden nach %1 exportiert…</translation>
    </message>
    <message>
        <location filename="../widgets/network/NetworkPanel.cpp" line="725"/>
        <source>Cannot write %1: %2.</source>
        <translation>%1 kann nicht geschrieben werden: %2.</translation>
    </message>
    <message>
        <location filename="../widgets/network/NetworkPanel.cpp" line="740"/>
        <source>Remove Stub</source>
        <translation>Stub entfernen</translation>
    </message>
    <message>
        <location filename="../widgets/network/NetworkPanel.cpp" line="742"/>
        <source>Remove the stub %1 from %2, the mock server of &quot;%3&quot;? Requests it answered get the server&apos;s 404 from now on. Shadowbox does not keep the server&apos;s stubs: nothing brings it back.</source>
        <translation>Den Stub %1 aus %2, dem Mock-Server von „%3“, entfernen? Anfragen, die er beantwortet hat, bekommen von nun an die 404 des Servers. Shadowbox bewahrt die Stubs des Servers nicht auf: nichts bringt ihn zurück.</translation>
    </message>
    <message>
        <location filename="../widgets/network/NetworkPanel.cpp" line="745"/>
        <source>Remove the stub %1 from &quot;%2&quot;? Requests it answered get a 404 from now on. A rollback to a snapshot taken before brings it back.</source>
        <translation>Den Stub %1 aus „%2“ entfernen? Anfragen, die er beantwortet hat, erhalten ab jetzt 404. Ein Zurücksetzen auf einen früheren Snapshot bringt ihn zurück.</translation>
    </message>
    <message>
        <location filename="../widgets/network/NetworkPanel.cpp" line="748"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../widgets/network/NetworkPanel.cpp" line="753"/>
        <source>Removing the stub…</source>
        <translation>Der Stub wird entfernt…</translation>
    </message>
    <message>
        <location filename="../widgets/network/NetworkPanel.cpp" line="768"/>
        <source>Adding a stub…</source>
        <translation>Ein Stub wird hinzugefügt…</translation>
    </message>
</context>
<context>
    <name>shadowbox::NewSandboxDialog</name>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="48"/>
        <source>New Sandbox</source>
        <translation>Neue Sandbox</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="52"/>
        <source>A folder inside a git repository</source>
        <translation>Ein Ordner in einem Git-Repository</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="54"/>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="65"/>
        <source>Optional: derived from the repository folder</source>
        <translation>Optional: wird aus dem Repository-Ordner abgeleitet</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="68"/>
        <source>Mocked hosts only (gateway)</source>
        <translation>Nur nachgebildete Hosts (Gateway)</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="69"/>
        <source>None (nothing answers)</source>
        <translation>Keins (nichts antwortet)</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="70"/>
        <source>Either way the sandbox sees only its own loopback, with no route to the host or the internet. With the gateway, the hosts you mock answer (over HTTP and HTTPS that the sandbox trusts); every other name fails to resolve.</source>
        <translation>In beiden Fällen sieht die Sandbox nur ihr eigenes Loopback, ohne Weg zum Host oder ins Internet. Mit dem Gateway antworten die Hosts, die Sie nachbilden (über HTTP und HTTPS, dem die Sandbox vertraut); jeder andere Name lässt sich nicht auflösen.</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="83"/>
        <source>Sandbox</source>
        <translation>Sandbox</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="86"/>
        <source>&amp;Repository:</source>
        <translation>&amp;Repository:</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="87"/>
        <source>&amp;Image:</source>
        <translation>&amp;Image:</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="88"/>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="77"/>
        <source>All of it</source>
        <translation>Die gesamte</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="78"/>
        <source> commits</source>
        <translation> Commits</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="80"/>
        <source>How much of the repository&apos;s history /workspace/.git holds, counted from HEAD. All of it is copied quickly; for a very large history, keep only the last commits.</source>
        <translation>Wie viel von der Historie des Repositorys /workspace/.git enthält, gezählt ab HEAD. Die gesamte Historie wird schnell kopiert; bei einer sehr großen Historie behalten Sie nur die letzten Commits.</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="89"/>
        <source>Ne&amp;twork:</source>
        <translation>Ne&amp;tzwerk:</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="90"/>
        <source>&amp;History:</source>
        <translation>&amp;Historie:</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="99"/>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="101"/>
        <source>Memory limit of the sandbox container</source>
        <translation>Speichergrenze des Sandbox-Containers</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="107"/>
        <source>How many CPUs the sandbox may use at once</source>
        <translation>Wie viele CPUs die Sandbox gleichzeitig nutzen darf</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="112"/>
        <source>Maximum number of processes inside the sandbox</source>
        <translation>Höchstzahl an Prozessen in der Sandbox</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="115"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="117"/>
        <source>How long Stop waits for the sandbox to exit before killing it</source>
        <translation>Wie lange „Stoppen“ auf das Ende der Sandbox wartet, bevor sie hart beendet wird</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="123"/>
        <source> GiB</source>
        <translation> GiB</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="124"/>
        <source>Automatic</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="126"/>
        <source>What the sandbox&apos;s workspace may take on the disk. Automatic: 10 GiB, or less when the disk holding Shadowbox&apos;s data has less room.</source>
        <translation>Wie viel Platz der Arbeitsbereich der Sandbox auf dem Datenträger belegen darf. Automatisch: 10 GiB, oder weniger, wenn der Datenträger mit den Daten von Shadowbox weniger Platz hat.</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="129"/>
        <source>Limits</source>
        <translation>Grenzen</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="137"/>
        <source>&amp;Memory:</source>
        <translation>&amp;Arbeitsspeicher:</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="138"/>
        <source>&amp;CPUs:</source>
        <translation>&amp;CPUs:</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="139"/>
        <source>&amp;Processes:</source>
        <translation>&amp;Prozesse:</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="140"/>
        <source>&amp;Stop timeout:</source>
        <translation>Wartezeit beim &amp;Stoppen:</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="141"/>
        <source>&amp;Workspace:</source>
        <translation>Arbeits&amp;bereich:</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="148"/>
        <source>Create</source>
        <translation>Erstellen</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="167"/>
        <source>Loading images…</source>
        <translation>Images werden geladen…</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="191"/>
        <source>No images available</source>
        <translation>Keine Images verfügbar</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="207"/>
        <source>No images: build the starter image first</source>
        <translation>Keine Images: Erstellen Sie zuerst das Starter-Image</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="235"/>
        <source>Choose a Repository</source>
        <translation>Repository auswählen</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="270"/>
        <source>Choose the repository to copy into the sandbox.</source>
        <translation>Wählen Sie das Repository, das in die Sandbox kopiert werden soll.</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="272"/>
        <source>The folder &quot;%1&quot; does not exist.</source>
        <translation>Der Ordner „%1“ existiert nicht.</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="278"/>
        <source>Waiting for the engine&apos;s list of images…</source>
        <translation>Warten auf die Image-Liste der Engine…</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="282"/>
        <source>The engine has no images. Close this dialog and use Engine ▸ Build Starter Image first.</source>
        <translation>Die Engine hat keine Images. Schließen Sie diesen Dialog und wählen Sie zuerst Engine ▸ Starter-Image erstellen.</translation>
    </message>
</context>
<context>
    <name>shadowbox::PreviewActions</name>
    <message>
        <location filename="../widgets/preview/PreviewActions.cpp" line="22"/>
        <source>&amp;Preview</source>
        <translation>&amp;Vorschau</translation>
    </message>
    <message>
        <location filename="../widgets/preview/PreviewActions.cpp" line="23"/>
        <source>&amp;Open Preview…</source>
        <translation>Vorschau ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../widgets/preview/PreviewActions.cpp" line="27"/>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <location filename="../widgets/preview/PreviewActions.cpp" line="28"/>
        <source>Open a server the selected sandbox runs in your browser, at a URL on this machine</source>
        <translation>Einen Server der ausgewählten Sandbox im Browser öffnen, unter einer URL auf diesem Rechner</translation>
    </message>
    <message>
        <location filename="../widgets/preview/PreviewActions.cpp" line="71"/>
        <source>Port %1 at %2</source>
        <translation>Port %1 unter %2</translation>
    </message>
    <message>
        <location filename="../widgets/preview/PreviewActions.cpp" line="73"/>
        <source>Open it in the browser again</source>
        <translation>Erneut im Browser öffnen</translation>
    </message>
    <message>
        <location filename="../widgets/preview/PreviewActions.cpp" line="77"/>
        <source>&amp;Stop Previews</source>
        <translation>Vorschauen &amp;beenden</translation>
    </message>
    <message>
        <location filename="../widgets/preview/PreviewActions.cpp" line="79"/>
        <source>Close the URLs of this sandbox&apos;s previews</source>
        <translation>Die URLs der Vorschauen dieser Sandbox schließen</translation>
    </message>
    <message>
        <location filename="../widgets/preview/PreviewActions.cpp" line="91"/>
        <source>Open Preview</source>
        <translation>Vorschau öffnen</translation>
    </message>
    <message>
        <location filename="../widgets/preview/PreviewActions.cpp" line="92"/>
        <source>The port the server in sandbox &quot;%1&quot; listens on (inside the sandbox):</source>
        <translation>Der Port, auf dem der Server in der Sandbox „%1“ lauscht (in der Sandbox):</translation>
    </message>
    <message>
        <location filename="../widgets/preview/PreviewActions.cpp" line="96"/>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <location filename="../widgets/preview/PreviewActions.cpp" line="109"/>
        <location filename="../widgets/preview/PreviewActions.cpp" line="151"/>
        <source>Sandbox %1, port %2: %3</source>
        <translation>Sandbox %1, Port %2: %3</translation>
    </message>
    <message>
        <location filename="../widgets/preview/PreviewActions.cpp" line="118"/>
        <location filename="../widgets/preview/PreviewActions.cpp" line="136"/>
        <source>Cannot Open Preview</source>
        <translation>Vorschau kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../widgets/preview/PreviewActions.cpp" line="167"/>
        <source>Previews stopped.</source>
        <translation>Vorschauen beendet.</translation>
    </message>
</context>
<context>
    <name>shadowbox::PreviewForwarder</name>
    <message>
        <location filename="../engine/preview/PreviewForwarder.cpp" line="84"/>
        <location filename="../engine/preview/PreviewForwarder.cpp" line="257"/>
        <source>the gateway answered something Shadowbox cannot read</source>
        <translation>das Gateway hat etwas geantwortet, das Shadowbox nicht lesen kann</translation>
    </message>
    <message>
        <location filename="../engine/preview/PreviewForwarder.cpp" line="51"/>
        <source>the sandbox&apos;s gateway is not running (start the sandbox)</source>
        <translation>das Gateway der Sandbox läuft nicht (starten Sie die Sandbox)</translation>
    </message>
    <message>
        <location filename="../engine/preview/PreviewForwarder.cpp" line="71"/>
        <source>the sandbox&apos;s gateway did not answer in time</source>
        <translation>das Gateway der Sandbox hat nicht rechtzeitig geantwortet</translation>
    </message>
    <message>
        <location filename="../engine/preview/PreviewForwarder.cpp" line="124"/>
        <source>the sandbox&apos;s gateway closed the connection</source>
        <translation>das Gateway der Sandbox hat die Verbindung geschlossen</translation>
    </message>
    <message>
        <location filename="../engine/preview/PreviewForwarder.cpp" line="145"/>
        <source>Shadowbox: sandbox &quot;%1&quot;, port %2: %3.</source>
        <translation>Shadowbox: Sandbox „%1“, Port %2: %3.</translation>
    </message>
    <message>
        <location filename="../engine/preview/PreviewForwarder.cpp" line="186"/>
        <source>Sandbox &quot;%1&quot; has no network gateway, and previews come through it. Create the sandbox again to preview it.</source>
        <translation>Die Sandbox „%1“ hat kein Netzwerk-Gateway, und Vorschauen kommen durch dieses. Erstellen Sie die Sandbox neu, um eine Vorschau zu öffnen.</translation>
    </message>
    <message>
        <location filename="../engine/preview/PreviewForwarder.cpp" line="191"/>
        <source>Sandbox &quot;%1&quot; is not running: start it to preview its servers.</source>
        <translation>Die Sandbox „%1“ läuft nicht: Starten Sie sie, um ihre Server in der Vorschau zu sehen.</translation>
    </message>
    <message>
        <location filename="../engine/preview/PreviewForwarder.cpp" line="196"/>
        <source>The gateway of sandbox &quot;%1&quot; was made by an earlier Shadowbox, which had no previews. Fork the sandbox (or create it again) to preview its servers.</source>
        <translation>Das Gateway der Sandbox „%1“ stammt von einer früheren Shadowbox-Version ohne Vorschauen. Forken Sie die Sandbox (oder erstellen Sie sie neu), um ihre Server in der Vorschau zu sehen.</translation>
    </message>
    <message>
        <location filename="../engine/preview/PreviewForwarder.cpp" line="212"/>
        <source>Port %1 on this machine is already in use. Choose another port, or let Shadowbox pick a free one.</source>
        <translation>Port %1 auf diesem Rechner ist bereits belegt. Wählen Sie einen anderen Port, oder lassen Sie Shadowbox einen freien wählen.</translation>
    </message>
    <message>
        <location filename="../engine/preview/PreviewForwarder.cpp" line="215"/>
        <source>Cannot listen on 127.0.0.1:%1: %2.</source>
        <translation>Auf 127.0.0.1:%1 kann nicht gelauscht werden: %2.</translation>
    </message>
    <message>
        <location filename="../engine/preview/PreviewForwarder.cpp" line="266"/>
        <source>The sandbox&apos;s gateway is not running (%1).</source>
        <translation>Das Gateway der Sandbox läuft nicht (%1).</translation>
    </message>
    <message>
        <location filename="../engine/preview/PreviewForwarder.cpp" line="272"/>
        <source>The sandbox&apos;s gateway did not answer in time.</source>
        <translation>Das Gateway der Sandbox hat nicht rechtzeitig geantwortet.</translation>
    </message>
</context>
<context>
    <name>shadowbox::ReconcileBanners</name>
    <message>
        <location filename="../widgets/sandbox/ReconcileBanners.cpp" line="26"/>
        <source>Clean Up</source>
        <translation>Aufräumen</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/ReconcileBanners.cpp" line="29"/>
        <location filename="../widgets/sandbox/ReconcileBanners.cpp" line="36"/>
        <source>Details…</source>
        <translation>Details…</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/ReconcileBanners.cpp" line="32"/>
        <source>Left Behind by Earlier Sessions</source>
        <translation>Von früheren Sitzungen zurückgelassen</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/ReconcileBanners.cpp" line="39"/>
        <source>Compared with the Engine</source>
        <translation>Mit der Engine abgeglichen</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/ReconcileBanners.cpp" line="61"/>
        <source>(and %1 more: see Details…)</source>
        <translation>(und %1 weitere: siehe Details…)</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/ReconcileBanners.cpp" line="64"/>
        <source>Left behind by earlier sessions: %1. Shadowbox made them but knows no sandbox they belong to; Clean Up removes them.</source>
        <translation>Von früheren Sitzungen zurückgelassen: %1. Shadowbox hat sie angelegt, kennt aber keine Sandbox, zu der sie gehören; „Aufräumen“ entfernt sie.</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/ReconcileBanners.cpp" line="81"/>
        <source>Details… shows the other %1.</source>
        <translation>„Details…“ zeigt die übrigen %1.</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/ReconcileBanners.cpp" line="90"/>
        <source>Removing what earlier sessions left behind…</source>
        <translation>Entferne, was frühere Sitzungen zurückgelassen haben…</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/ReconcileBanners.cpp" line="102"/>
        <source>Orphans Removed</source>
        <translation>Verwaiste Ressourcen entfernt</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/ReconcileBanners.cpp" line="104"/>
        <source>Some Orphans Remain</source>
        <translation>Einige verwaiste Ressourcen sind übrig</translation>
    </message>
</context>
<context>
    <name>shadowbox::RequestLogModel</name>
    <message>
        <location filename="../widgets/network/MockModels.cpp" line="141"/>
        <source>Matched</source>
        <translation>Getroffen</translation>
    </message>
    <message>
        <location filename="../widgets/network/MockModels.cpp" line="143"/>
        <source>Unmatched</source>
        <translation>Nicht getroffen</translation>
    </message>
    <message>
        <location filename="../widgets/network/MockModels.cpp" line="145"/>
        <source>Passed through</source>
        <translation>Durchgelassen</translation>
    </message>
    <message>
        <location filename="../widgets/network/MockModels.cpp" line="147"/>
        <source>Refused</source>
        <translation>Abgewiesen</translation>
    </message>
    <message>
        <location filename="../widgets/network/MockModels.cpp" line="192"/>
        <source>Recorded</source>
        <translation>Aufgezeichnet</translation>
    </message>
    <message>
        <location filename="../widgets/network/MockModels.cpp" line="205"/>
        <source>nearest: %1</source>
        <translation>am nächsten: %1</translation>
    </message>
    <message>
        <location filename="../widgets/network/MockModels.cpp" line="219"/>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <location filename="../widgets/network/MockModels.cpp" line="221"/>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../widgets/network/MockModels.cpp" line="223"/>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <location filename="../widgets/network/MockModels.cpp" line="225"/>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <location filename="../widgets/network/MockModels.cpp" line="227"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../widgets/network/MockModels.cpp" line="229"/>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
</context>
<context>
    <name>shadowbox::ReviewDiffView</name>
    <message>
        <location filename="../widgets/review/ReviewDiffView.cpp" line="141"/>
        <source>Select a file to see how it changed.</source>
        <translation>Wählen Sie eine Datei, um zu sehen, wie sie sich geändert hat.</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewDiffView.cpp" line="194"/>
        <source>%1 × %2 pixels</source>
        <translation>%1 × %2 Pixel</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewDiffView.cpp" line="196"/>
        <source>No image in the baseline</source>
        <translation>Kein Bild im Ausgangsstand</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewDiffView.cpp" line="197"/>
        <source>No image in the sandbox</source>
        <translation>Kein Bild in der Sandbox</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/review/ReviewDiffView.cpp" line="424"/>
        <source>⋯ %n unchanged line(s)</source>
        <translation>
            <numerusform>⋯ %n unveränderte Zeile</numerusform>
            <numerusform>⋯ %n unveränderte Zeilen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>shadowbox::ReviewFileModel</name>
    <message>
        <location filename="../widgets/review/ReviewFileModel.cpp" line="134"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewFileModel.cpp" line="143"/>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewFileModel.cpp" line="154"/>
        <source>from %1</source>
        <translation>vorher: %1</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewFileModel.cpp" line="156"/>
        <source>Mode %1 → %2</source>
        <translation>Modus %1 → %2</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewFileModel.cpp" line="159"/>
        <source>Never applied, whatever is decided.</source>
        <translation>Wird nie übernommen, unabhängig von der Entscheidung.</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewFileModel.cpp" line="170"/>
        <source>%1 ← %2</source>
        <translation>%1 ← %2</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewFileModel.cpp" line="175"/>
        <source>now executable</source>
        <translation>jetzt ausführbar</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewFileModel.cpp" line="175"/>
        <source>no longer executable</source>
        <translation>nicht mehr ausführbar</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewFileModel.cpp" line="177"/>
        <source>link</source>
        <translation>Link</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewFileModel.cpp" line="179"/>
        <source>binary, %1</source>
        <translation>binär, %1</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewFileModel.cpp" line="181"/>
        <source>large, %1</source>
        <translation>groß, %1</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewFileModel.cpp" line="185"/>
        <source>+%1 −%2</source>
        <translation>+%1 −%2</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewFileModel.cpp" line="189"/>
        <source>never applied</source>
        <translation>nie übernommen</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewFileModel.cpp" line="192"/>
        <source>approved</source>
        <translation>angenommen</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewFileModel.cpp" line="194"/>
        <source>rejected</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewFileModel.cpp" line="196"/>
        <source>undecided</source>
        <translation>nicht entschieden</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewFileModel.cpp" line="205"/>
        <source>%1 ✓ %2 ✗ of %3</source>
        <translation>%1 ✓ %2 ✗ von %3</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewFileModel.cpp" line="218"/>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewFileModel.cpp" line="220"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewFileModel.cpp" line="222"/>
        <source>Lines</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewFileModel.cpp" line="224"/>
        <source>Decision</source>
        <translation>Entscheidung</translation>
    </message>
</context>
<context>
    <name>shadowbox::ReviewWindow</name>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="80"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="93"/>
        <source>Review of &quot;%1&quot;</source>
        <translation>Review von „%1“</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="101"/>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="101"/>
        <source>Exit code</source>
        <translation>Exit-Code</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="101"/>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="101"/>
        <source>Started</source>
        <translation>Gestartet</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="113"/>
        <source>Whitespace counts</source>
        <translation>Leerraum beachten</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="114"/>
        <source>Ignore at line ends</source>
        <translation>Leerraum am Zeilenende ignorieren</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="115"/>
        <source>Ignore amount</source>
        <translation>Leerraummenge ignorieren</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="116"/>
        <source>Ignore all</source>
        <translation>Leerraum ganz ignorieren</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="117"/>
        <source>Whitespace changes that do not count are neither shown nor applied</source>
        <translation>Leerraumänderungen, die nicht zählen, werden weder angezeigt noch übernommen</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="122"/>
        <source>Commands that ran in the sandbox (newest first):</source>
        <translation>In der Sandbox ausgeführte Befehle (neueste zuerst):</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="150"/>
        <source>&lt;h3&gt;Review shortcuts&lt;/h3&gt;&lt;table cellspacing=6&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;J&lt;/b&gt; / &lt;b&gt;K&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Next / previous hunk&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Shift+J&lt;/b&gt; / &lt;b&gt;Shift+K&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Next / previous file&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;A&lt;/b&gt; / &lt;b&gt;R&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Approve / reject the hunk&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Shift+A&lt;/b&gt; / &lt;b&gt;Shift+R&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Approve / reject the whole file&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;U&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Forget the decision&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;C&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Comment on the hunk or file&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;V&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Side by side or unified&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Fold or show unchanged lines&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Return&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Apply the approved changes&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+E&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Export the audit record&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;?&lt;/b&gt; / &lt;b&gt;Esc&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Show / hide this help&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;h3&gt;Tastenkürzel im Review&lt;/h3&gt;&lt;table cellspacing=6&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;J&lt;/b&gt; / &lt;b&gt;K&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Nächster / vorheriger Abschnitt&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Shift+J&lt;/b&gt; / &lt;b&gt;Shift+K&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Nächste / vorherige Datei&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;A&lt;/b&gt; / &lt;b&gt;R&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Abschnitt annehmen / ablehnen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Shift+A&lt;/b&gt; / &lt;b&gt;Shift+R&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Ganze Datei annehmen / ablehnen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;U&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Entscheidung zurücknehmen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;C&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Abschnitt oder Datei kommentieren&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;V&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Nebeneinander oder einspaltig&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Unveränderte Zeilen einklappen oder zeigen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Return&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Angenommene Änderungen übernehmen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+E&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Prüfprotokoll exportieren&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;?&lt;/b&gt; / &lt;b&gt;Esc&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Diese Hilfe zeigen / ausblenden&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="189"/>
        <source>Review</source>
        <translation>Review</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="204"/>
        <source>&amp;Approve</source>
        <translation>&amp;Annehmen</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="206"/>
        <source>&amp;Reject</source>
        <translation>A&amp;blehnen</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="208"/>
        <source>Approve File</source>
        <translation>Datei annehmen</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="210"/>
        <source>Reject File</source>
        <translation>Datei ablehnen</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="212"/>
        <source>Undecide</source>
        <translation>Entscheidung zurücknehmen</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="215"/>
        <source>&amp;Comment…</source>
        <translation>&amp;Kommentieren…</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="217"/>
        <source>Next Hunk</source>
        <translation>Nächster Abschnitt</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="219"/>
        <source>Previous Hunk</source>
        <translation>Vorheriger Abschnitt</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="221"/>
        <source>Next File</source>
        <translation>Nächste Datei</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="223"/>
        <source>Previous File</source>
        <translation>Vorherige Datei</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="226"/>
        <source>Side by Side</source>
        <translation>Nebeneinander</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="232"/>
        <source>Fold Unchanged</source>
        <translation>Unveränderte Zeilen einklappen</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="236"/>
        <source>A&amp;pply…</source>
        <translation>&amp;Übernehmen…</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="239"/>
        <source>&amp;Export Record…</source>
        <translation>Protokoll &amp;exportieren…</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="241"/>
        <location filename="../widgets/review/ReviewWindow.cpp" line="256"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="245"/>
        <source>Hide Help</source>
        <translation>Hilfe ausblenden</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="248"/>
        <source>&amp;Review</source>
        <translation>&amp;Review</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="250"/>
        <source>&amp;Decide</source>
        <translation>&amp;Entscheiden</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="252"/>
        <source>&amp;Go</source>
        <translation>&amp;Gehe zu</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="254"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="304"/>
        <source>No engine is connected: the review needs the sandbox&apos;s current state.</source>
        <translation>Keine Engine verbunden: Das Review braucht den aktuellen Stand der Sandbox.</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="309"/>
        <source>Opening the review: recording the sandbox&apos;s state and comparing it with the baseline…</source>
        <translation>Review wird geöffnet: Der Stand der Sandbox wird gespeichert und mit dem Ausgangsstand verglichen…</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/review/ReviewWindow.cpp" line="337"/>
        <source>&lt;b&gt;%1&lt;/b&gt; since the baseline %2: %n file(s), +%3 −%4.</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; seit dem Ausgangsstand %2: %n Datei, +%3 −%4.</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; seit dem Ausgangsstand %2: %n Dateien, +%3 −%4.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="339"/>
        <source>(no commit)</source>
        <translation>(kein Commit)</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/review/ReviewWindow.cpp" line="343"/>
        <source>%n new file(s) the repository ignores are left out.</source>
        <translation>
            <numerusform>%n neue Datei, die das Repository ignoriert, wird ausgelassen.</numerusform>
            <numerusform>%n neue Dateien, die das Repository ignoriert, werden ausgelassen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="349"/>
        <source>canceled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="357"/>
        <source>The sandbox changed nothing since the baseline.</source>
        <translation>Die Sandbox hat seit dem Ausgangsstand nichts geändert.</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="396"/>
        <source>%1 is too large to show line by line (%2 before, %3 after). Decide it as a whole.</source>
        <translation>%1 ist zu groß, um Zeile für Zeile angezeigt zu werden (%2 vorher, %3 nachher). Entscheiden Sie über die Datei als Ganzes.</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="403"/>
        <source>Only the mode changed: %1 → %2 (%3).</source>
        <translation>Nur der Modus hat sich geändert: %1 → %2 (%3).</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="405"/>
        <source>now executable</source>
        <translation>jetzt ausführbar</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="405"/>
        <source>no longer executable</source>
        <translation>nicht mehr ausführbar</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="433"/>
        <source>%1 is binary: %2 before, %3 after. Decide it as a whole.</source>
        <translation>%1 ist binär: %2 vorher, %3 nachher. Entscheiden Sie über die Datei als Ganzes.</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="435"/>
        <location filename="../widgets/review/ReviewWindow.cpp" line="436"/>
        <source>absent</source>
        <translation>nicht vorhanden</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="457"/>
        <source>Applied: %1</source>
        <translation>Übernommen: %1</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="458"/>
        <source>%1 of %2 hunks decided</source>
        <translation>%1 von %2 Abschnitten entschieden</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="517"/>
        <source>Comment</source>
        <translation>Kommentar</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="518"/>
        <source>Comment on %1:</source>
        <translation>Kommentar zu %1:</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="519"/>
        <source>Comment on hunk %1 of %2:</source>
        <translation>Kommentar zu Abschnitt %1 von %2:</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="571"/>
        <source>Nothing Approved</source>
        <translation>Nichts angenommen</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="572"/>
        <source>Nothing in this review is approved, so nothing would be written. Discard the sandbox instead?</source>
        <translation>In diesem Review ist nichts angenommen, daher würde nichts geschrieben. Stattdessen die Sandbox verwerfen?</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="575"/>
        <source>&amp;Discard Sandbox</source>
        <translation>Sandbox &amp;verwerfen</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="585"/>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="596"/>
        <source>Changes reviewed in sandbox %1</source>
        <translation>In der Sandbox %1 geprüfte Änderungen</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="615"/>
        <source>Looking for secrets in what would be applied…</source>
        <translation>Das zu Übernehmende wird nach Geheimnissen durchsucht…</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="621"/>
        <location filename="../widgets/review/ReviewWindow.cpp" line="659"/>
        <source>Apply</source>
        <translation>Übernehmen</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="629"/>
        <source>Possible Secrets</source>
        <translation>Mögliche Geheimnisse</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="630"/>
        <source>What would be applied looks like it holds secrets:

%1

Reject those changes, or apply anyway.</source>
        <translation>Das zu Übernehmende scheint Geheimnisse zu enthalten:

%1

Lehnen Sie diese Änderungen ab, oder übernehmen Sie sie trotzdem.</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="635"/>
        <source>Apply &amp;Anyway</source>
        <translation>&amp;Trotzdem übernehmen</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="649"/>
        <source>Applying the approved changes…</source>
        <translation>Die angenommenen Änderungen werden übernommen…</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="668"/>
        <source>Left out %1: %2</source>
        <translation>%1 ausgelassen: %2</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="680"/>
        <source>Export the Audit Record</source>
        <translation>Prüfprotokoll exportieren</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="682"/>
        <source>HTML (*.html);;Markdown (*.md)</source>
        <translation>HTML (*.html);;Markdown (*.md)</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="686"/>
        <source>Writing the audit record…</source>
        <translation>Prüfprotokoll wird geschrieben…</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="696"/>
        <source>Audit record written to %1</source>
        <translation>Prüfprotokoll nach %1 geschrieben</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewWindow.cpp" line="697"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>shadowbox::RunHistoryModel</name>
    <message>
        <location filename="../widgets/sandbox/RunHistoryModel.cpp" line="38"/>
        <source>stopped: workspace limit</source>
        <translation>gestoppt: Grenze des Arbeitsbereichs</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/RunHistoryModel.cpp" line="39"/>
        <source>canceled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/RunHistoryModel.cpp" line="40"/>
        <source>exit %1</source>
        <translation>Exit-Code %1</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/RunHistoryModel.cpp" line="73"/>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/RunHistoryModel.cpp" line="75"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/RunHistoryModel.cpp" line="77"/>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/RunHistoryModel.cpp" line="79"/>
        <source>Started</source>
        <translation>Gestartet</translation>
    </message>
</context>
<context>
    <name>shadowbox::RunHistoryView</name>
    <message>
        <location filename="../widgets/sandbox/RunHistoryView.cpp" line="39"/>
        <source>Select a command to see what it printed; double-click to put it back on the command line.</source>
        <translation>Wählen Sie einen Befehl, um seine Ausgabe zu sehen; ein Doppelklick übernimmt ihn wieder in die Befehlszeile.</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/RunHistoryView.cpp" line="45"/>
        <location filename="../widgets/sandbox/RunHistoryView.cpp" line="110"/>
        <source>Select a command to see what it printed.</source>
        <translation>Wählen Sie einen Befehl, um seine Ausgabe zu sehen.</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/RunHistoryView.cpp" line="135"/>
        <source>Showing the last %1 of this command&apos;s output; Save… writes all of it.</source>
        <translation>Angezeigt werden die letzten %1 der Ausgabe dieses Befehls; „Speichern…“ schreibt sie vollständig.</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/RunHistoryView.cpp" line="138"/>
        <source>Only the first %1 of the output was kept; %2 more were printed.</source>
        <translation>Nur die ersten %1 der Ausgabe wurden gespeichert; weitere %2 wurden ausgegeben.</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/RunHistoryView.cpp" line="141"/>
        <source>This command printed nothing.</source>
        <translation>Dieser Befehl hat nichts ausgegeben.</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/RunHistoryView.cpp" line="153"/>
        <source>Select a command in History first.</source>
        <translation>Wählen Sie zuerst einen Befehl im Verlauf.</translation>
    </message>
</context>
<context>
    <name>shadowbox::SandboxActions</name>
    <message>
        <location filename="../widgets/sandbox/SandboxActions.cpp" line="55"/>
        <source>A sandbox is being created; make the new one when it is done.</source>
        <translation>Eine Sandbox wird gerade erstellt; erstellen Sie die neue, wenn sie fertig ist.</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxActions.cpp" line="80"/>
        <source>Creation canceled; nothing was left behind.</source>
        <translation>Erstellung abgebrochen; es ist nichts zurückgeblieben.</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxActions.cpp" line="82"/>
        <source>Could Not Create the Sandbox</source>
        <translation>Sandbox konnte nicht erstellt werden</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxActions.cpp" line="92"/>
        <source>Sandbox &quot;%1&quot; is running (made from snapshot %2 of &quot;%3&quot; in %4).</source>
        <translation>Die Sandbox „%1“ läuft (aus Snapshot %2 von „%3“ erstellt in %4).</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxActions.cpp" line="96"/>
        <source>Sandbox &quot;%1&quot; is running (created in %2).</source>
        <translation>Die Sandbox „%1“ läuft (erstellt in %2).</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxActions.cpp" line="106"/>
        <source>Starting &quot;%1&quot;…</source>
        <translation>„%1“ wird gestartet…</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxActions.cpp" line="107"/>
        <source>Could Not Start the Sandbox</source>
        <translation>Sandbox konnte nicht gestartet werden</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxActions.cpp" line="113"/>
        <source>Stopping &quot;%1&quot;…</source>
        <translation>„%1“ wird gestoppt…</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxActions.cpp" line="114"/>
        <source>Could Not Stop the Sandbox</source>
        <translation>Sandbox konnte nicht gestoppt werden</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxActions.cpp" line="122"/>
        <source>Changing the network policy of &quot;%1&quot;…</source>
        <translation>Netzwerkrichtlinie von „%1“ wird geändert …</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxActions.cpp" line="122"/>
        <source>Could Not Change the Network Policy</source>
        <translation>Netzwerkrichtlinie konnte nicht geändert werden</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxActions.cpp" line="129"/>
        <source>Open the Network</source>
        <translation>Netzwerk öffnen</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxActions.cpp" line="130"/>
        <source>Let sandbox &quot;%1&quot; reach every host that is not mocked?</source>
        <translation>Soll die Sandbox „%1“ jeden Host erreichen dürfen, der nicht nachgebildet wird?</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxActions.cpp" line="131"/>
        <source>Whatever runs in the sandbox can then download anything and send what the sandbox holds anywhere on the internet. Loopback, link-local and this computer&apos;s own addresses stay out of reach. The allowlist lets only the hosts you name through.</source>
        <translation>Was in der Sandbox läuft, kann dann alles herunterladen und den Inhalt der Sandbox an jeden Ort im Internet senden. Loopback-, Link-Local- und die eigenen Adressen dieses Rechners bleiben unerreichbar. Die Allowlist lässt nur die Hosts durch, die Sie nennen.</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxActions.cpp" line="134"/>
        <source>Open</source>
        <translation>Offen</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxActions.cpp" line="157"/>
        <source>Changing the allowlist of &quot;%1&quot;…</source>
        <translation>Allowlist von „%1“ wird geändert…</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxActions.cpp" line="157"/>
        <source>Could Not Change the Allowlist</source>
        <translation>Allowlist konnte nicht geändert werden</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxActions.cpp" line="179"/>
        <source>Starting the mock server of &quot;%1&quot; from %2…</source>
        <translation>Der Mock-Server von „%1“ startet aus %2…</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxActions.cpp" line="180"/>
        <source>Handing the mocked hosts of &quot;%1&quot; to the mock server…</source>
        <translation>Die nachgebildeten Hosts von „%1“ werden dem Mock-Server übergeben…</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxActions.cpp" line="181"/>
        <source>Giving the mocked hosts of &quot;%1&quot; back to its gateway…</source>
        <translation>Die nachgebildeten Hosts von „%1“ gehen an ihr Gateway zurück…</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxActions.cpp" line="182"/>
        <source>Could Not Change the Mock Server</source>
        <translation>Mock-Server konnte nicht geändert werden</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxActions.cpp" line="220"/>
        <source>Destroy Sandbox</source>
        <translation>Sandbox löschen</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxActions.cpp" line="221"/>
        <source>Destroy the sandbox &quot;%1&quot;?</source>
        <translation>Die Sandbox „%1“ löschen?</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxActions.cpp" line="222"/>
        <source>its container %1</source>
        <translation>ihr Container %1</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxActions.cpp" line="224"/>
        <source>its private network</source>
        <translation>ihr privates Netzwerk</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxActions.cpp" line="226"/>
        <source>its network gateway with its stubs and request log</source>
        <translation>ihr Netzwerk-Gateway mit seinen Stubs und seinem Anfrageprotokoll</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxActions.cpp" line="227"/>
        <source>its workspace copy at %1, with every change made inside the sandbox</source>
        <translation>ihre Arbeitsbereichskopie unter %1 mit allen Änderungen, die in der Sandbox gemacht wurden</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxActions.cpp" line="228"/>
        <source>This removes %1. The repository at %2 is not touched.</source>
        <translation>Dabei wird Folgendes entfernt: %1. Das Repository unter %2 bleibt unberührt.</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxActions.cpp" line="228"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxActions.cpp" line="229"/>
        <source>Destroy</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxActions.cpp" line="247"/>
        <source>Destroying &quot;%1&quot;…</source>
        <translation>„%1“ wird gelöscht…</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxActions.cpp" line="252"/>
        <source>Could Not Destroy the Sandbox</source>
        <translation>Sandbox konnte nicht gelöscht werden</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxActions.cpp" line="256"/>
        <source>Destroyed &quot;%1&quot;. %2</source>
        <translation>„%1“ gelöscht. %2</translation>
    </message>
</context>
<context>
    <name>shadowbox::SandboxDetailsPanel</name>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="36"/>
        <source>Select a sandbox to see its details, or create one with New Sandbox (Ctrl+N).</source>
        <translation>Wählen Sie eine Sandbox, um ihre Details zu sehen, oder erstellen Sie eine mit „Neue Sandbox“ (Ctrl+N).</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="53"/>
        <source>Sandbox</source>
        <translation>Sandbox</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="55"/>
        <source>State:</source>
        <translation>Status:</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="56"/>
        <source>Engine:</source>
        <translation>Engine:</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="57"/>
        <source>Image:</source>
        <translation>Image:</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="58"/>
        <source>Network:</source>
        <translation>Netzwerk:</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="59"/>
        <source>Root inside:</source>
        <translation>Root in der Sandbox:</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="60"/>
        <source>Created:</source>
        <translation>Erstellt:</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="61"/>
        <source>Container:</source>
        <translation>Container:</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="63"/>
        <source>Previews:</source>
        <translation>Vorschauen:</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="69"/>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="72"/>
        <source>Forked from:</source>
        <translation>Abgezweigt von:</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="73"/>
        <source>Repository:</source>
        <translation>Repository:</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="74"/>
        <source>Baseline:</source>
        <translation>Ausgangsstand:</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="75"/>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="84"/>
        <source>Workspace:</source>
        <translation>Arbeitsbereich:</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="76"/>
        <source>Files copied:</source>
        <translation>Kopierte Dateien:</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="78"/>
        <source>Limits</source>
        <translation>Grenzen</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="80"/>
        <source>Memory:</source>
        <translation>Arbeitsspeicher:</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="81"/>
        <source>CPUs:</source>
        <translation>CPUs:</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="82"/>
        <source>Processes:</source>
        <translation>Prozesse:</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="83"/>
        <source>Stop timeout:</source>
        <translation>Wartezeit beim Stoppen:</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="86"/>
        <source>Creation steps</source>
        <translation>Erstellungsschritte</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="103"/>
        <source>Last error</source>
        <translation>Letzter Fehler</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="134"/>
        <source>port %1 at &lt;a href=&quot;%2&quot;&gt;%2&lt;/a&gt;</source>
        <translation>Port %1 unter &lt;a href=&quot;%2&quot;&gt;%2&lt;/a&gt;</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="157"/>
        <source>Scan repository:</source>
        <translation>Repository scannen:</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="159"/>
        <source>Check image:</source>
        <translation>Image prüfen:</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="161"/>
        <source>Copy files:</source>
        <translation>Dateien kopieren:</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="163"/>
        <source>Copy history:</source>
        <translation>Historie kopieren:</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="165"/>
        <source>Record baseline:</source>
        <translation>Ausgangsstand speichern:</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="167"/>
        <source>Create network:</source>
        <translation>Netzwerk erstellen:</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="169"/>
        <source>Give to its root:</source>
        <translation>An ihren root übergeben:</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="171"/>
        <source>Start gateway:</source>
        <translation>Gateway starten:</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="173"/>
        <source>Create container:</source>
        <translation>Container erstellen:</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="175"/>
        <source>Start container:</source>
        <translation>Container starten:</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="177"/>
        <source>Load mocks:</source>
        <translation>Mocks laden:</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="179"/>
        <source>First snapshot:</source>
        <translation>Erster Snapshot:</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="181"/>
        <source>Total:</source>
        <translation>Gesamt:</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="211"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="214"/>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="237"/>
        <source>Sandbox id %1</source>
        <translation>Sandbox-ID %1</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="223"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="224"/>
        <source>%1 %2 · %3</source>
        <translation>%1 %2 · %3</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="236"/>
        <source>Snapshot %1 of &quot;%2&quot;</source>
        <translation>Snapshot %1 von „%2“</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="267"/>
        <source>Prepare image:</source>
        <translation>Image vorbereiten:</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="275"/>
        <source>%1 — %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="230"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="239"/>
        <source>no commit</source>
        <translation>kein Commit</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="242"/>
        <source>%n uncommitted</source>
        <translation>
            <numerusform>%n&#xa0;nicht committet</numerusform>
            <numerusform>%n&#xa0;nicht committet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="244"/>
        <source>%n untracked</source>
        <translation>
            <numerusform>%n&#xa0;unversioniert</numerusform>
            <numerusform>%n&#xa0;unversioniert</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="246"/>
        <source> + %1</source>
        <translation> + %1</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="246"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="250"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="255"/>
        <source>%1 + %2 swap</source>
        <translation>%1 + %2 Swap</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="256"/>
        <source>%1, no swap</source>
        <translation>%1, kein Swap</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="257"/>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="258"/>
        <source>unlimited</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="259"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="261"/>
        <source>up to %1 on the disk</source>
        <translation>bis zu %1 auf dem Datenträger</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="262"/>
        <source>no limit (made before workspace limits)</source>
        <translation>keine Grenze (vor den Grenzen für Arbeitsbereiche erstellt)</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="273"/>
        <source>failed after %1: %2</source>
        <translation>fehlgeschlagen nach %1: %2</translation>
    </message>
</context>
<context>
    <name>shadowbox::SandboxListModel</name>
    <message>
        <location filename="../widgets/sandbox/SandboxListModel.cpp" line="65"/>
        <source>%1 — %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxListModel.cpp" line="88"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxListModel.cpp" line="90"/>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxListModel.cpp" line="92"/>
        <source>Network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxListModel.cpp" line="94"/>
        <source>Image</source>
        <translation>Image</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxListModel.cpp" line="96"/>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxListModel.cpp" line="98"/>
        <source>Created</source>
        <translation>Erstellt</translation>
    </message>
</context>
<context>
    <name>shadowbox::SandboxManager</name>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="146"/>
        <source>Sandbox &quot;%1&quot; was stopped: its workspace grew to %2, past its limit of %3, while no command of Shadowbox was running in it (a process left running in the background, or a program inside, kept writing).</source>
        <translation>Die Sandbox „%1“ wurde gestoppt: Ihr Arbeitsbereich wuchs auf %2 und damit über seine Grenze von %3, während kein Befehl von Shadowbox darin lief (ein im Hintergrund weiterlaufender Prozess oder ein Programm darin schrieb weiter).</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="151"/>
        <source>Roll it back to a snapshot, or delete what it no longer needs from its workspace (%1), then start it again.</source>
        <translation>Setzen Sie sie auf einen Snapshot zurück oder löschen Sie, was sie nicht mehr braucht, aus ihrem Arbeitsbereich (%1), und starten Sie sie dann erneut.</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="522"/>
        <source>Sandbox &quot;%1&quot; is %2 and cannot be started.</source>
        <translation>Die Sandbox „%1“ kann nicht gestartet werden (Status: %2).</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="562"/>
        <source>Its container no longer exists on the engine.</source>
        <translation>Der Container der Sandbox existiert auf der Engine nicht mehr.</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="564"/>
        <source>Sandbox &quot;%1&quot; is lost: its container was removed outside Shadowbox. Destroy it to clean up its workspace.</source>
        <translation>Die Sandbox „%1“ ist verloren, weil ihr Container außerhalb von Shadowbox entfernt wurde. Löschen Sie sie, um ihren Arbeitsbereich aufzuräumen.</translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="533"/>
        <source>Sandbox &quot;%1&quot; is %2 and cannot be stopped.</source>
        <translation>Die Sandbox „%1“ kann nicht gestoppt werden (Status: %2).</translation>
    </message>
</context>
<context>
    <name>shadowbox::Session</name>
    <message>
        <location filename="../engine/session/Session.cpp" line="208"/>
        <source>A newer engine choice replaced this connection attempt.</source>
        <translation>Eine neuere Engine-Auswahl hat diesen Verbindungsversuch ersetzt.</translation>
    </message>
</context>
<context>
    <name>shadowbox::SessionController</name>
    <message>
        <location filename="../widgets/SessionController.cpp" line="45"/>
        <source>Shadowbox&apos;s own Podman service stopped unexpectedly. Your sandboxes&apos; containers keep running; Retry starts the service again.</source>
        <translation>Der eigene Podman-Dienst von Shadowbox wurde unerwartet beendet. Die Container Ihrer Sandboxes laufen weiter; „Erneut versuchen“ startet den Dienst neu.</translation>
    </message>
    <message>
        <location filename="../widgets/SessionController.cpp" line="74"/>
        <location filename="../widgets/SessionController.cpp" line="89"/>
        <source>Connecting to the engine…</source>
        <translation>Verbindung zur Engine wird hergestellt…</translation>
    </message>
    <message>
        <location filename="../widgets/SessionController.cpp" line="164"/>
        <source>Fix: %1</source>
        <translation>Lösung: %1</translation>
    </message>
    <message>
        <location filename="../widgets/SessionController.cpp" line="204"/>
        <source>The engine stopped answering. %1</source>
        <translation>Die Engine antwortet nicht mehr. %1</translation>
    </message>
    <message>
        <location filename="../widgets/SessionController.cpp" line="316"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../widgets/SessionController.cpp" line="326"/>
        <source>Building the starter image…</source>
        <translation>Starter-Image wird erstellt…</translation>
    </message>
    <message>
        <location filename="../widgets/SessionController.cpp" line="345"/>
        <source>Pulling %1…</source>
        <translation>%1 wird heruntergeladen…</translation>
    </message>
    <message>
        <location filename="../widgets/SessionController.cpp" line="362"/>
        <source>Pulling %1 — %2</source>
        <translation>%1 wird heruntergeladen – %2</translation>
    </message>
</context>
<context>
    <name>shadowbox::SnapshotActions</name>
    <message>
        <location filename="../widgets/snapshots/SnapshotActions.cpp" line="31"/>
        <location filename="../widgets/snapshots/SnapshotActions.cpp" line="34"/>
        <source>Take Snapshot</source>
        <translation>Snapshot erstellen</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotActions.cpp" line="33"/>
        <source>A label for the snapshot of &quot;%1&quot; (optional; labelled snapshots are always kept):</source>
        <translation>Eine Bezeichnung für den Snapshot von „%1“ (optional; Snapshots mit Bezeichnung bleiben immer erhalten):</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotActions.cpp" line="46"/>
        <location filename="../widgets/snapshots/SnapshotActions.cpp" line="47"/>
        <source>Taking a snapshot of &quot;%1&quot;…</source>
        <translation>Snapshot von „%1“ wird erstellt…</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotActions.cpp" line="53"/>
        <source>Could Not Take the Snapshot</source>
        <translation>Snapshot konnte nicht erstellt werden</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotActions.cpp" line="57"/>
        <source>Snapshot %1 of &quot;%2&quot; taken in %3 (files changed: %4).</source>
        <translation>Snapshot %1 von „%2“ in %3 erstellt (geänderte Dateien: %4).</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotActions.cpp" line="75"/>
        <source>New Sandbox from Snapshot</source>
        <translation>Neue Sandbox aus Snapshot</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotActions.cpp" line="76"/>
        <source>A new sandbox from snapshot %1 of &quot;%2&quot; (%3): its own copy of the workspace and the container&apos;s system as they were then, with the same baseline and limits. &quot;%2&quot; is not changed.

Name of the new sandbox:</source>
        <translation>Eine neue Sandbox aus Snapshot %1 von „%2“ (%3): eine eigene Kopie des Arbeitsbereichs und des Container-Systems, wie sie damals waren, mit demselben Ausgangsstand und denselben Grenzen. „%2“ wird nicht verändert.

Name der neuen Sandbox:</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotActions.cpp" line="82"/>
        <source>Create Sandbox</source>
        <translation>Sandbox erstellen</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotActions.cpp" line="96"/>
        <source>Nothing to Undo</source>
        <translation>Nichts rückgängig zu machen</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotActions.cpp" line="103"/>
        <source>No Known Good Snapshot</source>
        <translation>Kein funktionierender Snapshot</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotActions.cpp" line="129"/>
        <source>Restore Snapshot</source>
        <translation>Snapshot wiederherstellen</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotActions.cpp" line="130"/>
        <source>Restore snapshot %1 of &quot;%2&quot;?</source>
        <translation>Snapshot %1 von „%2“ wiederherstellen?</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotActions.cpp" line="131"/>
        <source>The workspace and the container&apos;s system go back to how they were at %1 (%2). The current state is kept as a snapshot first, and the run history with every command&apos;s output is kept.</source>
        <translation>Der Arbeitsbereich und das System des Containers werden auf den Stand von %1 (%2) zurückgesetzt. Der aktuelle Stand wird zuvor als Snapshot gesichert, und der Befehlsverlauf mit der Ausgabe jedes Befehls bleibt erhalten.</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotActions.cpp" line="135"/>
        <source>The command running in it now is stopped.</source>
        <translation>Der Befehl, der gerade darin läuft, wird gestoppt.</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotActions.cpp" line="136"/>
        <source>Restore</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotActions.cpp" line="150"/>
        <source>Restoring snapshot %1 of &quot;%2&quot;…</source>
        <translation>Snapshot %1 von „%2“ wird wiederhergestellt…</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotActions.cpp" line="162"/>
        <source>Restored snapshot %1 of &quot;%2&quot; in %3; the state it replaced is snapshot %4.</source>
        <translation>Snapshot %1 von „%2“ in %3 wiederhergestellt; der ersetzte Stand ist Snapshot %4.</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotActions.cpp" line="168"/>
        <source>The Mocks Were Not Restored</source>
        <translation>Die Mocks wurden nicht wiederhergestellt</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotActions.cpp" line="175"/>
        <source>Stop the Running Command?</source>
        <translation>Laufenden Befehl stoppen?</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotActions.cpp" line="177"/>
        <source>Restoring stops it: its container is made anew from the snapshot.</source>
        <translation>Die Wiederherstellung stoppt ihn: Der Container wird aus dem Snapshot neu erstellt.</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotActions.cpp" line="178"/>
        <source>Stop It and Restore</source>
        <translation>Stoppen und wiederherstellen</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotActions.cpp" line="186"/>
        <source>Could Not Restore the Snapshot</source>
        <translation>Snapshot konnte nicht wiederhergestellt werden</translation>
    </message>
</context>
<context>
    <name>shadowbox::SnapshotCompareDialog</name>
    <message>
        <location filename="../widgets/snapshots/SnapshotCompareDialog.cpp" line="35"/>
        <source>Compare Snapshots of &quot;%1&quot;</source>
        <translation>Snapshots von „%1“ vergleichen</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotCompareDialog.cpp" line="38"/>
        <source>%1 — %2 — %3</source>
        <translation>%1 – %2 – %3</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotCompareDialog.cpp" line="51"/>
        <location filename="../widgets/snapshots/SnapshotCompareDialog.cpp" line="92"/>
        <source>Select a file to see how it changed.</source>
        <translation>Wählen Sie eine Datei, um zu sehen, wie sie sich geändert hat.</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotCompareDialog.cpp" line="54"/>
        <source>From:</source>
        <translation>Von:</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotCompareDialog.cpp" line="55"/>
        <source>To:</source>
        <translation>Nach:</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotCompareDialog.cpp" line="98"/>
        <source>Comparing snapshot %1 with snapshot %2…</source>
        <translation>Snapshot %1 wird mit Snapshot %2 verglichen…</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotCompareDialog.cpp" line="108"/>
        <source>The workspace is the same in snapshots %1 and %2.</source>
        <translation>Der Arbeitsbereich ist in den Snapshots %1 und %2 gleich.</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotCompareDialog.cpp" line="109"/>
        <source>Files that differ from snapshot %1 to snapshot %2: %3.</source>
        <translation>Dateien, die sich von Snapshot %1 zu Snapshot %2 unterscheiden: %3.</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotCompareDialog.cpp" line="127"/>
        <source>Only the permissions of this file changed.</source>
        <translation>Nur die Berechtigungen dieser Datei haben sich geändert.</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotCompareDialog.cpp" line="132"/>
        <source>This file is binary; its bytes differ.</source>
        <translation>Diese Datei ist binär; ihre Bytes unterscheiden sich.</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotCompareDialog.cpp" line="144"/>
        <source>No line of this file differs (a link or a folder changed).</source>
        <translation>Keine Zeile dieser Datei unterscheidet sich (ein Link oder ein Ordner hat sich geändert).</translation>
    </message>
</context>
<context>
    <name>shadowbox::SnapshotControls</name>
    <message>
        <location filename="../widgets/snapshots/SnapshotControls.cpp" line="33"/>
        <source>&amp;Undo Last Command</source>
        <translation>Letzten Befehl &amp;rückgängig machen</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotControls.cpp" line="34"/>
        <source>Take S&amp;napshot…</source>
        <translation>S&amp;napshot erstellen…</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotControls.cpp" line="35"/>
        <source>Roll Back to Last &amp;Known Good</source>
        <translation>Auf letzten &amp;funktionierenden Stand zurücksetzen</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotControls.cpp" line="58"/>
        <source>Roll Back to Last Known Good</source>
        <translation>Auf letzten funktionierenden Stand zurücksetzen</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotControls.cpp" line="66"/>
        <source>Ctrl+Alt+Z</source>
        <translation>Ctrl+Alt+Z</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotControls.cpp" line="67"/>
        <source>Put the workspace and the container&apos;s system back as they were before the last command</source>
        <translation>Den Arbeitsbereich und das System des Containers auf den Stand vor dem letzten Befehl zurücksetzen</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotControls.cpp" line="69"/>
        <source>Ctrl+Alt+S</source>
        <translation>Ctrl+Alt+S</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotControls.cpp" line="70"/>
        <source>Take a snapshot of the workspace and the container&apos;s system now, with a label</source>
        <translation>Jetzt einen Snapshot des Arbeitsbereichs und des Systems des Containers erstellen, mit einer Bezeichnung</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotControls.cpp" line="72"/>
        <source>Go back to the last state a command that exited 0 left</source>
        <translation>Zum letzten Stand nach einem Befehl zurückkehren, der mit Exit-Code 0 endete</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotControls.cpp" line="189"/>
        <source>The sandbox&apos;s workspace vanished while &quot;%1&quot; ran.</source>
        <translation>Der Arbeitsbereich der Sandbox ist verschwunden, während „%1“ lief.</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotControls.cpp" line="191"/>
        <source>The sandbox&apos;s container was removed while &quot;%1&quot; ran.</source>
        <translation>Der Container der Sandbox wurde entfernt, während „%1“ lief.</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotControls.cpp" line="193"/>
        <source>The sandbox&apos;s container stopped while &quot;%1&quot; ran.</source>
        <translation>Der Container der Sandbox wurde beendet, während „%1“ lief.</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotControls.cpp" line="195"/>
        <source>&quot;%1&quot; was killed (exit 137), perhaps for running out of memory.</source>
        <translation>„%1“ wurde hart beendet (Exit-Code 137), vielleicht weil der Arbeitsspeicher ausging.</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotControls.cpp" line="200"/>
        <source>Roll back to the last known good snapshot: the workspace and the container&apos;s system as the last command that exited 0 left them, with the container running again.</source>
        <translation>Auf den letzten funktionierenden Snapshot zurücksetzen: der Arbeitsbereich und das System des Containers so, wie der letzte mit Exit-Code 0 beendete Befehl sie hinterlassen hat, mit wieder laufendem Container.</translation>
    </message>
</context>
<context>
    <name>shadowbox::SnapshotDifferenceModel</name>
    <message>
        <location filename="../widgets/snapshots/SnapshotDifferenceModel.cpp" line="22"/>
        <source>added</source>
        <translation>hinzugefügt</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotDifferenceModel.cpp" line="24"/>
        <source>deleted</source>
        <translation>gelöscht</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotDifferenceModel.cpp" line="26"/>
        <source>modified</source>
        <translation>geändert</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotDifferenceModel.cpp" line="28"/>
        <source>type changed</source>
        <translation>Typ geändert</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotDifferenceModel.cpp" line="30"/>
        <source>permissions changed</source>
        <translation>Berechtigungen geändert</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotDifferenceModel.cpp" line="44"/>
        <source>%1 (%2, binary)</source>
        <translation>%1 (%2, binär)</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotDifferenceModel.cpp" line="45"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>shadowbox::SnapshotSettingsDialog</name>
    <message>
        <location filename="../widgets/snapshots/SnapshotSettingsDialog.cpp" line="25"/>
        <source>Add Folder…</source>
        <translation>Ordner hinzufügen…</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotSettingsDialog.cpp" line="30"/>
        <source>Snapshot Settings of %1</source>
        <translation>Snapshot-Einstellungen von %1</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotSettingsDialog.cpp" line="34"/>
        <source> automatic snapshots</source>
        <translation> automatische Snapshots</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotSettingsDialog.cpp" line="35"/>
        <source>Older automatic snapshots are forgotten, with what only they used. Labelled and manual snapshots and the latest known good one are always kept.</source>
        <translation>Ältere automatische Snapshots werden verworfen, mit dem, was nur sie verwendet haben. Snapshots mit Bezeichnung, manuelle Snapshots und der letzte bekannt gute bleiben immer erhalten.</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotSettingsDialog.cpp" line="38"/>
        <source>node_modules
.cache/pip</source>
        <translation>node_modules
.cache/pip</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotSettingsDialog.cpp" line="40"/>
        <source>One path per line, relative to the workspace: a file, or a folder with everything in it. Snapshots leave them out and a restore leaves them as they are.</source>
        <translation>Ein Pfad pro Zeile, relativ zum Arbeitsbereich: eine Datei oder ein Ordner mit allem darin. Snapshots lassen sie aus, und eine Wiederherstellung lässt sie, wie sie sind.</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotSettingsDialog.cpp" line="42"/>
        <source>Choose a folder of the workspace to leave out.</source>
        <translation>Einen Ordner des Arbeitsbereichs wählen, der ausgelassen wird.</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotSettingsDialog.cpp" line="46"/>
        <source>Leaving out a heavy folder that the sandbox can make again (dependencies, build output, caches) makes snapshots faster and smaller. Snapshots already taken keep what they hold.</source>
        <translation>Einen großen Ordner auszulassen, den die Sandbox neu erzeugen kann (Abhängigkeiten, Build-Ausgaben, Caches), macht Snapshots schneller und kleiner. Bereits erstellte Snapshots behalten, was sie enthalten.</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotSettingsDialog.cpp" line="58"/>
        <source>&amp;Keep the newest:</source>
        <translation>&amp;Die neuesten behalten:</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotSettingsDialog.cpp" line="59"/>
        <source>&amp;Leave out:</source>
        <translation>&amp;Auslassen:</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotSettingsDialog.cpp" line="75"/>
        <source>The engine is not connected: the settings cannot be read now.</source>
        <translation>Die Engine ist nicht verbunden: Die Einstellungen können jetzt nicht gelesen werden.</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotSettingsDialog.cpp" line="78"/>
        <source>Reading the settings…</source>
        <translation>Die Einstellungen werden gelesen…</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotSettingsDialog.cpp" line="128"/>
        <source>The engine is not connected: the settings cannot be saved now.</source>
        <translation>Die Engine ist nicht verbunden: Die Einstellungen können jetzt nicht gespeichert werden.</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotSettingsDialog.cpp" line="131"/>
        <source>Saving… (waits for a snapshot under way to finish)</source>
        <translation>Speichern… (wartet, bis ein laufender Snapshot fertig ist)</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotSettingsDialog.cpp" line="145"/>
        <source>Folder to Leave Out</source>
        <translation>Auszulassender Ordner</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotSettingsDialog.cpp" line="152"/>
        <source>%1 is not inside the sandbox&apos;s workspace %2.</source>
        <translation>%1 liegt nicht im Arbeitsbereich %2 der Sandbox.</translation>
    </message>
</context>
<context>
    <name>shadowbox::SnapshotTimeline</name>
    <message>
        <location filename="../widgets/snapshots/SnapshotTimeline.cpp" line="44"/>
        <source>Before every command</source>
        <translation>Vor jedem Befehl</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotTimeline.cpp" line="45"/>
        <source>When the workspace falls quiet</source>
        <translation>Wenn im Arbeitsbereich Ruhe einkehrt</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotTimeline.cpp" line="46"/>
        <source>Take Snapshot…</source>
        <translation>Snapshot erstellen…</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotTimeline.cpp" line="47"/>
        <location filename="../widgets/snapshots/SnapshotTimeline.cpp" line="54"/>
        <source>Restore…</source>
        <translation>Wiederherstellen…</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotTimeline.cpp" line="48"/>
        <location filename="../widgets/snapshots/SnapshotTimeline.cpp" line="56"/>
        <source>Compare…</source>
        <translation>Vergleichen…</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotTimeline.cpp" line="49"/>
        <location filename="../widgets/snapshots/SnapshotTimeline.cpp" line="57"/>
        <source>Label…</source>
        <translation>Bezeichnen…</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotTimeline.cpp" line="50"/>
        <source>Verify</source>
        <translation>Prüfen</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotTimeline.cpp" line="51"/>
        <source>Prune…</source>
        <translation>Bereinigen…</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotTimeline.cpp" line="52"/>
        <source>Settings…</source>
        <translation>Einstellungen…</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotTimeline.cpp" line="53"/>
        <location filename="../widgets/snapshots/SnapshotTimeline.cpp" line="55"/>
        <source>New Sandbox from This Snapshot…</source>
        <translation>Neue Sandbox aus diesem Snapshot…</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotTimeline.cpp" line="70"/>
        <source>Double-click a snapshot to restore it; select two to compare them.</source>
        <translation>Doppelklicken Sie auf einen Snapshot, um ihn wiederherzustellen; wählen Sie zwei aus, um sie zu vergleichen.</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotTimeline.cpp" line="77"/>
        <source>Every command run from this window is preceded by a snapshot, so that Undo Last Command can take it back.</source>
        <translation>Vor jedem Befehl, der in diesem Fenster ausgeführt wird, wird ein Snapshot erstellt, sodass „Letzten Befehl rückgängig machen“ ihn zurücknehmen kann.</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotTimeline.cpp" line="81"/>
        <source>A snapshot is taken when a running sandbox&apos;s workspace changed and then stayed unchanged for a few seconds: work this window does not run itself (an agent inside the sandbox, another program) is kept too.</source>
        <translation>Ein Snapshot wird erstellt, wenn sich der Arbeitsbereich einer laufenden Sandbox geändert hat und danach einige Sekunden lang unverändert blieb: So bleibt auch Arbeit erhalten, die dieses Fenster nicht selbst ausführt (ein Agent in der Sandbox, ein anderes Programm).</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotTimeline.cpp" line="87"/>
        <source>Take a snapshot of the workspace and the container&apos;s system now, with a label.</source>
        <translation>Jetzt einen Snapshot des Arbeitsbereichs und des Systems des Containers erstellen, mit einer Bezeichnung.</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotTimeline.cpp" line="88"/>
        <source>Put the workspace and the container&apos;s system back as the selected snapshot holds them.</source>
        <translation>Den Arbeitsbereich und das System des Containers auf den Stand des ausgewählten Snapshots zurücksetzen.</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotTimeline.cpp" line="90"/>
        <source>Which files differ between two snapshots, and how.</source>
        <translation>Welche Dateien sich zwischen zwei Snapshots unterscheiden, und wie.</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotTimeline.cpp" line="91"/>
        <source>Read every stored object and check it, and check that every snapshot&apos;s image is there.</source>
        <translation>Jedes gespeicherte Objekt lesen und prüfen, und prüfen, ob das Image jedes Snapshots vorhanden ist.</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotTimeline.cpp" line="92"/>
        <source>Forget old automatic snapshots (labelled ones are kept).</source>
        <translation>Alte automatische Snapshots verwerfen (Snapshots mit Bezeichnung bleiben erhalten).</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotTimeline.cpp" line="95"/>
        <source>How many automatic snapshots are kept, and which workspace paths snapshots leave out.</source>
        <translation>Wie viele automatische Snapshots erhalten bleiben und welche Pfade des Arbeitsbereichs Snapshots auslassen.</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotTimeline.cpp" line="98"/>
        <source>Make a second sandbox from the selected snapshot: its own workspace and container as they were then, to try another approach beside this one (Ctrl+Shift+N).</source>
        <translation>Eine zweite Sandbox aus dem gewählten Snapshot erstellen: eigener Arbeitsbereich und Container, wie sie damals waren, um neben dieser einen anderen Ansatz auszuprobieren (Strg+Umschalt+N).</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotTimeline.cpp" line="101"/>
        <source>Ctrl+Shift+N</source>
        <translation>Ctrl+Shift+N</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotTimeline.cpp" line="114"/>
        <source>Snapshot automatically:</source>
        <translation>Automatische Snapshots:</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotTimeline.cpp" line="192"/>
        <source>Snapshots: %1. They take %2 in the snapshot store and %3 on the engine in container images.</source>
        <translation>Snapshots: %1. Sie belegen %2 im Snapshot-Speicher und %3 als Container-Images auf der Engine.</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotTimeline.cpp" line="277"/>
        <source>Label Snapshot</source>
        <translation>Snapshot bezeichnen</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotTimeline.cpp" line="279"/>
        <source>Label of snapshot %1 (empty removes it; labelled snapshots are never pruned):</source>
        <translation>Bezeichnung von Snapshot %1 (leer entfernt sie; Snapshots mit Bezeichnung werden beim Bereinigen nie verworfen):</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotTimeline.cpp" line="287"/>
        <source>Could Not Label the Snapshot</source>
        <translation>Bezeichnung konnte nicht gesetzt werden</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotTimeline.cpp" line="300"/>
        <source>Verifying every stored object…</source>
        <translation>Jedes gespeicherte Objekt wird geprüft…</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotTimeline.cpp" line="305"/>
        <source>Could Not Verify the Snapshots</source>
        <translation>Snapshots konnten nicht geprüft werden</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotTimeline.cpp" line="307"/>
        <source>Snapshots Damaged</source>
        <translation>Snapshots beschädigt</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotTimeline.cpp" line="310"/>
        <source>Snapshots Intact</source>
        <translation>Snapshots intakt</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotTimeline.cpp" line="311"/>
        <source>All %1 objects of %2 snapshots are intact.</source>
        <translation>Alle %1 Objekte von %2 Snapshots sind intakt.</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotTimeline.cpp" line="330"/>
        <source>Prune Snapshots</source>
        <translation>Snapshots bereinigen</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotTimeline.cpp" line="331"/>
        <source>Forget the automatic snapshots of &quot;%1&quot; beyond the newest %2?</source>
        <translation>Die automatischen Snapshots von „%1“ bis auf die neuesten %2 verwerfen?</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotTimeline.cpp" line="332"/>
        <source>Labelled and manual snapshots and the latest known good one are kept. The objects and images only the forgotten snapshots used are deleted. Settings… changes how many are kept.</source>
        <translation>Snapshots mit Bezeichnung, manuelle Snapshots und der letzte bekannt gute bleiben erhalten. Die Objekte und Images, die nur die verworfenen Snapshots verwendet haben, werden gelöscht. Einstellungen… ändert, wie viele erhalten bleiben.</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotTimeline.cpp" line="334"/>
        <source>Prune</source>
        <translation>Bereinigen</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotTimeline.cpp" line="325"/>
        <location filename="../widgets/snapshots/SnapshotTimeline.cpp" line="341"/>
        <source>Could Not Prune the Snapshots</source>
        <translation>Snapshots konnten nicht bereinigt werden</translation>
    </message>
</context>
<context>
    <name>shadowbox::SnapshotTimelineModel</name>
    <message>
        <location filename="../widgets/snapshots/SnapshotTimelineModel.cpp" line="31"/>
        <source>(exit %1)</source>
        <translation>(Exit-Code %1)</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotTimelineModel.cpp" line="56"/>
        <source>saved</source>
        <translation>gesichert</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotTimelineModel.cpp" line="56"/>
        <source>as its image</source>
        <translation>wie sein Image</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotTimelineModel.cpp" line="62"/>
        <source>Known good: the state a command that exited 0 left.</source>
        <translation>Funktionierend: der Stand nach einem Befehl, der mit Exit-Code 0 endete.</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotTimelineModel.cpp" line="66"/>
        <source>Files that differ from the previous snapshot (files in all: %1).</source>
        <translation>Dateien, die sich vom vorigen Snapshot unterscheiden (Dateien insgesamt: %1).</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotTimelineModel.cpp" line="68"/>
        <source>Not kept as found, and never restored: %1. Something in the sandbox made them; nothing on the host opens them.</source>
        <translation>Nicht so behalten, wie vorgefunden, und nie wiederhergestellt: %1. Etwas in der Sandbox hat sie angelegt; nichts auf dem Host öffnet sie.</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotTimelineModel.cpp" line="74"/>
        <source>The container&apos;s system (outside /workspace) differed from the sandbox&apos;s image and is saved with this snapshot.</source>
        <translation>Das System des Containers (außerhalb von /workspace) wich vom Image der Sandbox ab und ist mit diesem Snapshot gesichert.</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotTimelineModel.cpp" line="76"/>
        <source>The container&apos;s system was as the sandbox&apos;s image made it.</source>
        <translation>Das System des Containers war so, wie das Image der Sandbox es angelegt hat.</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotTimelineModel.cpp" line="105"/>
        <source>Snapshot</source>
        <translation>Snapshot</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotTimelineModel.cpp" line="107"/>
        <source>Taken</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotTimelineModel.cpp" line="109"/>
        <source>Why</source>
        <translation>Anlass</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotTimelineModel.cpp" line="111"/>
        <source>Changed</source>
        <translation>Geändert</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotTimelineModel.cpp" line="113"/>
        <source>Workspace</source>
        <translation>Arbeitsbereich</translation>
    </message>
    <message>
        <location filename="../widgets/snapshots/SnapshotTimelineModel.cpp" line="115"/>
        <source>System</source>
        <translation>System</translation>
    </message>
</context>
<context>
    <name>shadowbox::StubListModel</name>
    <message>
        <location filename="../widgets/network/MockModels.cpp" line="83"/>
        <source>%1
id %2</source>
        <translation>%1
ID %2</translation>
    </message>
    <message>
        <location filename="../widgets/network/MockModels.cpp" line="98"/>
        <source>any host</source>
        <translation>jeder Host</translation>
    </message>
    <message>
        <location filename="../widgets/network/MockModels.cpp" line="102"/>
        <source>any URL</source>
        <translation>jede URL</translation>
    </message>
    <message>
        <location filename="../widgets/network/MockModels.cpp" line="119"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../widgets/network/MockModels.cpp" line="121"/>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <location filename="../widgets/network/MockModels.cpp" line="123"/>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <location filename="../widgets/network/MockModels.cpp" line="125"/>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <location filename="../widgets/network/MockModels.cpp" line="127"/>
        <source>Answer</source>
        <translation>Antwort</translation>
    </message>
</context>
<context>
    <name>shadowbox::TaskProgressWidget</name>
    <message>
        <location filename="../widgets/common/TaskProgressWidget.cpp" line="22"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../widgets/common/TaskProgressWidget.cpp" line="35"/>
        <source>Canceling…</source>
        <translation>Wird abgebrochen…</translation>
    </message>
</context>
<context>
    <name>shadowbox::TerminalActions</name>
    <message>
        <location filename="../widgets/terminal/TerminalActions.cpp" line="25"/>
        <source>&amp;Open Terminal</source>
        <translation>Ter&amp;minal öffnen</translation>
    </message>
    <message>
        <location filename="../widgets/terminal/TerminalActions.cpp" line="26"/>
        <source>Close Terminal</source>
        <translation>Terminal schließen</translation>
    </message>
    <message>
        <location filename="../widgets/terminal/TerminalActions.cpp" line="27"/>
        <source>Run &amp;Agent</source>
        <translation>A&amp;gent starten</translation>
    </message>
    <message>
        <location filename="../widgets/terminal/TerminalActions.cpp" line="30"/>
        <source>Ctrl+Shift+T</source>
        <translation>Ctrl+Shift+T</translation>
    </message>
    <message>
        <location filename="../widgets/terminal/TerminalActions.cpp" line="31"/>
        <source>Open an interactive shell in the selected sandbox, in /workspace</source>
        <translation>Eine interaktive Shell in der ausgewählten Sandbox öffnen, in /workspace</translation>
    </message>
    <message>
        <location filename="../widgets/terminal/TerminalActions.cpp" line="34"/>
        <source>Ctrl+Shift+W</source>
        <translation>Ctrl+Shift+W</translation>
    </message>
    <message>
        <location filename="../widgets/terminal/TerminalActions.cpp" line="35"/>
        <source>Close the terminal shown; its program ends</source>
        <translation>Das angezeigte Terminal schließen; sein Programm endet</translation>
    </message>
    <message>
        <location filename="../widgets/terminal/TerminalActions.cpp" line="41"/>
        <source>Run %1 in a terminal in the selected sandbox</source>
        <translation>%1 in einem Terminal in der ausgewählten Sandbox starten</translation>
    </message>
    <message>
        <location filename="../widgets/terminal/TerminalActions.cpp" line="45"/>
        <source>Custom Command…</source>
        <translation>Eigener Befehl…</translation>
    </message>
    <message>
        <location filename="../widgets/terminal/TerminalActions.cpp" line="56"/>
        <source>your model provider&apos;s API</source>
        <translation>die API Ihres Modellanbieters</translation>
    </message>
    <message>
        <location filename="../widgets/terminal/TerminalActions.cpp" line="117"/>
        <source>Letting %1 reach %2 from &quot;%3&quot;…</source>
        <translation>%1 darf %2 aus „%3“ erreichen…</translation>
    </message>
    <message>
        <location filename="../widgets/terminal/TerminalActions.cpp" line="122"/>
        <source>Could Not Let %1 Through</source>
        <translation>%1 konnte nicht durchgelassen werden</translation>
    </message>
    <message>
        <location filename="../widgets/terminal/TerminalActions.cpp" line="149"/>
        <location filename="../widgets/terminal/TerminalActions.cpp" line="169"/>
        <source>Run %1</source>
        <translation>%1 starten</translation>
    </message>
    <message>
        <location filename="../widgets/terminal/TerminalActions.cpp" line="151"/>
        <source>%1 runs inside the sandbox and needs to reach %2, which sandbox &quot;%3&quot; does not let through now (network: %4).

Let %1&apos;s model API through? The sandbox then uses the allowlist with the %5 preset: those hosts pass, every other host stays mocked or refused, and Network Policy changes it back.</source>
        <translation>%1 läuft in der Sandbox und muss %2 erreichen, was die Sandbox „%3“ derzeit nicht durchlässt (Netzwerk: %4).

Die Modell-API von %1 durchlassen? Die Sandbox verwendet dann die Allowlist mit der Vorgabe %5: Diese Hosts werden durchgelassen, jeder andere Host bleibt gemockt oder abgewiesen, und über „Netzwerkrichtlinie“ lässt sich das zurücknehmen.</translation>
    </message>
    <message>
        <location filename="../widgets/terminal/TerminalActions.cpp" line="156"/>
        <source>Let through: %1

Or run the agent on your computer and connect it through MCP (every command still runs only in the sandbox):
  %2</source>
        <translation>Durchgelassen wird: %1

Oder führen Sie den Agenten auf Ihrem Rechner aus und verbinden Sie ihn über MCP (jeder Befehl läuft weiterhin nur in der Sandbox):
  %2</translation>
    </message>
    <message>
        <location filename="../widgets/terminal/TerminalActions.cpp" line="159"/>
        <source>Let It Through and Run</source>
        <translation>Durchlassen und ausführen</translation>
    </message>
    <message>
        <location filename="../widgets/terminal/TerminalActions.cpp" line="171"/>
        <source>%1 runs inside the sandbox and needs to reach %2, but sandbox &quot;%3&quot; has no network at all, so it will start and then fail to answer.

To let an agent work in this sandbox now, run it on your computer and connect it through MCP: every command and file change still happens only inside the sandbox. The command is under Show Details.</source>
        <translation>%1 läuft in der Sandbox und muss %2 erreichen, aber die Sandbox „%3“ hat überhaupt kein Netzwerk: Das Programm startet, kann dann aber nicht antworten.

Um jetzt einen Agenten in dieser Sandbox arbeiten zu lassen, führen Sie ihn auf Ihrem Rechner aus und verbinden Sie ihn über MCP: Jeder Befehl und jede Dateiänderung geschieht trotzdem nur in der Sandbox. Der Befehl steht unter „Details einblenden…“.</translation>
    </message>
    <message>
        <location filename="../widgets/terminal/TerminalActions.cpp" line="177"/>
        <source>Claude Code:
  %1

Other agents: add an MCP server that runs
  shadowbox mcp --sandbox %2</source>
        <translation>Claude Code:
  %1

Andere Agenten: Fügen Sie einen MCP-Server hinzu, der Folgendes ausführt:
  shadowbox mcp --sandbox %2</translation>
    </message>
    <message>
        <location filename="../widgets/terminal/TerminalActions.cpp" line="179"/>
        <source>Open Terminal Anyway</source>
        <translation>Terminal trotzdem öffnen</translation>
    </message>
    <message>
        <location filename="../widgets/terminal/TerminalActions.cpp" line="193"/>
        <source>Run Agent</source>
        <translation>Agent starten</translation>
    </message>
    <message>
        <location filename="../widgets/terminal/TerminalActions.cpp" line="194"/>
        <source>Command to run in a terminal in /workspace of &quot;%1&quot;:</source>
        <translation>Befehl, der in einem Terminal in /workspace von „%1“ ausgeführt werden soll:</translation>
    </message>
    <message>
        <location filename="../widgets/terminal/TerminalActions.cpp" line="195"/>
        <source>Run</source>
        <translation>Ausführen</translation>
    </message>
</context>
<context>
    <name>shadowbox::TerminalTab</name>
    <message>
        <location filename="../widgets/terminal/TerminalTab.cpp" line="36"/>
        <location filename="../widgets/terminal/TerminalTab.cpp" line="60"/>
        <source>Terminal: %1</source>
        <translation>Terminal: %1</translation>
    </message>
    <message>
        <location filename="../widgets/terminal/TerminalTab.cpp" line="72"/>
        <source>No engine is connected.</source>
        <translation>Keine Engine verbunden.</translation>
    </message>
    <message>
        <location filename="../widgets/terminal/TerminalTab.cpp" line="143"/>
        <source>[%1]</source>
        <translation>[%1]</translation>
    </message>
    <message>
        <location filename="../widgets/terminal/TerminalTab.cpp" line="145"/>
        <source>[exited with code %1]</source>
        <translation>[beendet mit Exit-Code %1]</translation>
    </message>
    <message>
        <location filename="../widgets/terminal/TerminalTab.cpp" line="147"/>
        <source>[the terminal ended: the sandbox stopped or was restored]</source>
        <translation>[das Terminal wurde beendet: die Sandbox wurde gestoppt oder wiederhergestellt]</translation>
    </message>
</context>
<context>
    <name>shadowbox::TerminalView</name>
    <message>
        <location filename="../widgets/terminal/TerminalView.cpp" line="602"/>
        <source>Terminal</source>
        <translation>Terminal</translation>
    </message>
    <message>
        <location filename="../widgets/terminal/TerminalView.cpp" line="1132"/>
        <source>New output below ↓</source>
        <translation>Neue Ausgabe unten ↓</translation>
    </message>
    <message>
        <location filename="../widgets/terminal/TerminalView.cpp" line="1488"/>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <location filename="../widgets/terminal/TerminalView.cpp" line="1489"/>
        <source>Paste</source>
        <translation>Einfügen</translation>
    </message>
    <message>
        <location filename="../widgets/terminal/TerminalView.cpp" line="1491"/>
        <source>Find…</source>
        <translation>Suchen…</translation>
    </message>
    <message>
        <location filename="../widgets/terminal/TerminalView.cpp" line="1492"/>
        <source>Clear Scrollback</source>
        <translation>Scrollback-Puffer leeren</translation>
    </message>
    <message>
        <location filename="../widgets/terminal/TerminalView.cpp" line="1494"/>
        <source>Zoom In</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <location filename="../widgets/terminal/TerminalView.cpp" line="1495"/>
        <source>Zoom Out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <location filename="../widgets/terminal/TerminalView.cpp" line="1496"/>
        <source>Reset Zoom</source>
        <translation>Zoom zurücksetzen</translation>
    </message>
    <message>
        <location filename="../widgets/terminal/TerminalView.cpp" line="1516"/>
        <source>Find</source>
        <translation>Suchen</translation>
    </message>
    <message>
        <location filename="../widgets/terminal/TerminalView.cpp" line="1517"/>
        <source>Enter finds older output, Shift+Enter newer, Escape closes</source>
        <translation>Enter sucht ältere Ausgabe, Shift+Enter neuere, Escape schließt</translation>
    </message>
    <message>
        <location filename="../widgets/terminal/TerminalView.cpp" line="1522"/>
        <source>Find older (Enter)</source>
        <translation>Ältere suchen (Enter)</translation>
    </message>
    <message>
        <location filename="../widgets/terminal/TerminalView.cpp" line="1525"/>
        <source>Find newer (Shift+Enter)</source>
        <translation>Neuere suchen (Shift+Enter)</translation>
    </message>
    <message>
        <location filename="../widgets/terminal/TerminalView.cpp" line="1528"/>
        <source>Close (Escape)</source>
        <translation>Schließen (Escape)</translation>
    </message>
    <message>
        <location filename="../widgets/terminal/TerminalView.cpp" line="1543"/>
        <location filename="../widgets/terminal/TerminalView.cpp" line="1592"/>
        <source>Not found</source>
        <translation>Nicht gefunden</translation>
    </message>
</context>
</TS>
