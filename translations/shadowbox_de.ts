<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
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
  sandbox create --repo PATH --image IMAGE [--name N] [--memory 2g] [--cpus 2]
                 [--pids 1024] [--stop-timeout 10] [--network none|internal]
  sandbox list [--all]         List sandboxes (--all includes destroyed ones)
  sandbox show NAME            Details, step timings and run history
  sandbox exec NAME -- CMD...  Run a command in /workspace, streaming its output
  sandbox output NAME [RUN]    Print what a past command printed (kept per run)
  sandbox start|stop NAME      Start or stop a sandbox&apos;s container
  sandbox destroy NAME         Remove container, network, volumes and workspace, and prove it
  sandbox reconcile [--cleanup]  Compare the store with the engine; remove orphans with --cleanup

Every listing accepts --json. `shadowbox &lt;command&gt; --help` describes one command.

Environment: SHADOWBOX_ENGINE (engine address, e.g. unix:///run/podman/podman.sock),
SHADOWBOX_DATA_DIR (database and workspaces), DOCKER_HOST, CONTAINER_HOST.

Exit codes: 0 success, 1 failure, 2 usage error, 3 engine unavailable, 4 not found,
5 conflict (name taken, wrong state), 130 canceled. `sandbox exec` exits with the
command&apos;s own code, or 125 if the command could not be started.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/Cli.cpp" line="72"/>
        <source>unknown command &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="62"/>
        <location filename="../app/cli/CliSupport.cpp" line="71"/>
        <source>shadowbox: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="64"/>
        <source>Try: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="219"/>
        <source>Show this help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="222"/>
        <source>See `%1 --help`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="226"/>
        <source>Usage: shadowbox %1

%2

</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/CliSupport.cpp" line="238"/>
        <source>Print JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/EngineCommands.cpp" line="29"/>
        <source>Lists the engine addresses Shadowbox tries, in order, and whether each answers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/EngineCommands.cpp" line="34"/>
        <source>ADDRESS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/EngineCommands.cpp" line="34"/>
        <source>FOUND VIA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/EngineCommands.cpp" line="34"/>
        <source>STATUS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/EngineCommands.cpp" line="41"/>
        <source>%1, API %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/EngineCommands.cpp" line="56"/>
        <source>not available (Podman is not installed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/EngineCommands.cpp" line="57"/>
        <source>available: Shadowbox starts `%1 system service` itself when no engine answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/EngineCommands.cpp" line="65"/>
        <source>No engine address is configured and no well-known engine socket exists.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/EngineCommands.cpp" line="66"/>
        <source>Embedded Podman service: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/EngineCommands.cpp" line="77"/>
        <source>Checks that the engine answers, that an image is available and that a trivial container runs. Fixes what it can for the Podman service Shadowbox starts itself, and names the command to run for the rest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/EngineCommands.cpp" line="104"/>
        <source>fixed  %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/EngineCommands.cpp" line="106"/>
        <source>ok   </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/EngineCommands.cpp" line="106"/>
        <source>FAIL </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/EngineCommands.cpp" line="108"/>
        <source>       fix: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/ImageCommands.cpp" line="32"/>
        <source>Usage: shadowbox image &lt;command&gt; [options]

  list [--json]   List the engine&apos;s local images
  pull IMAGE      Pull an image from its registry, with progress
  starter         Build the offline starter image from this machine&apos;s busybox

`shadowbox image &lt;command&gt; --help` describes one command.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/ImageCommands.cpp" line="47"/>
        <source>Lists the engine&apos;s local images.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/ImageCommands.cpp" line="55"/>
        <location filename="../app/cli/SandboxCommands.cpp" line="155"/>
        <source>IMAGE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/ImageCommands.cpp" line="55"/>
        <source>SIZE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/ImageCommands.cpp" line="55"/>
        <location filename="../app/cli/SandboxCommands.cpp" line="155"/>
        <source>CREATED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/ImageCommands.cpp" line="72"/>
        <source>Builds %1 offline from this machine&apos;s static busybox and imports it into the engine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/ImageCommands.cpp" line="84"/>
        <location filename="../app/cli/ImageCommands.cpp" line="116"/>
        <source>%1 is ready.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/ImageCommands.cpp" line="90"/>
        <source>Pulls an image from its registry, showing the progress of each layer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/ImageCommands.cpp" line="93"/>
        <source>name one image: `shadowbox image pull debian:bookworm`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/ImageCommands.cpp" line="120"/>
        <source>unknown image command &quot;%1&quot;. Use `shadowbox image list`, `shadowbox image pull IMAGE` or `shadowbox image starter`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="32"/>
        <source>shadowbox: could not compare with the engine: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="38"/>
        <source>shadowbox: states are as last recorded; the engine was not asked: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="52"/>
        <source>Usage: shadowbox sandbox &lt;command&gt; [options]

  create --repo PATH [options]  Copy a repository into a new sandbox and start it
  list [--all]                  List sandboxes and their states
  show NAME                     Details, step timings and recent commands
  exec NAME -- CMD...           Run a command in /workspace, streaming its output
  output NAME [RUN]             Print what a past command printed
  start NAME, stop NAME         Start or stop a sandbox&apos;s container
  destroy NAME                  Remove the sandbox and prove that nothing is left
  reconcile [--cleanup]         Compare the database with the engine

`shadowbox sandbox &lt;command&gt; --help` describes one command.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="73"/>
        <source>The git repository to copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="73"/>
        <source>path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="74"/>
        <source>The image to run (default %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="75"/>
        <source>image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="76"/>
        <source>A unique name (default: from the folder).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="76"/>
        <source>name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="77"/>
        <source>Memory limit, e.g. 512m or 2g (default 2g).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="77"/>
        <source>size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="78"/>
        <source>CPU limit (default 2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="78"/>
        <location filename="../app/cli/SandboxCommands.cpp" line="79"/>
        <source>n</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="79"/>
        <source>Process limit (default 1024).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="80"/>
        <source>Seconds to wait on stop before killing (default 10).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="80"/>
        <source>s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="81"/>
        <source>none (default) or internal (a private network with no route out).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="81"/>
        <source>mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="84"/>
        <source>Copies the repository (HEAD, uncommitted and untracked files) into a private workspace and starts a container with it at /workspace, root inside, no network.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="89"/>
        <source>--repo is required: the path of the git repository to copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="100"/>
        <source>--memory %1 is not a size: use a number with k, m, g or t, such as 512m or 2g.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="103"/>
        <source>--cpus %1 is not a number: use a number of CPUs, such as 0.5 or 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="105"/>
        <source>--pids %1 is not a whole number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="107"/>
        <source>--stop-timeout %1 is not a whole number of seconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="117"/>
        <source>--network must be none or internal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="132"/>
        <source>Created sandbox %1 (%2) from %3 at %4 in %5.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="134"/>
        <source>no commit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="141"/>
        <source>Include destroyed sandboxes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="144"/>
        <source>Lists sandboxes with their states as the engine reports them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="155"/>
        <source>NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="155"/>
        <source>ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="155"/>
        <source>STATE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="155"/>
        <source>ENGINE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="170"/>
        <source>Shows one sandbox, its step timings and its recent commands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="173"/>
        <source>name one sandbox: `shadowbox sandbox show NAME`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="183"/>
        <location filename="../app/cli/SandboxCommands.cpp" line="303"/>
        <source>No sandbox is called &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="204"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="205"/>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="206"/>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="207"/>
        <source>Engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="208"/>
        <source>Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="209"/>
        <source>Repository</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="210"/>
        <source>Baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="210"/>
        <source>%1 + %2 uncommitted, %3 untracked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="211"/>
        <source>(no commit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="214"/>
        <source>Workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="214"/>
        <source>%1 (%2 files, %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="215"/>
        <source>Network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="216"/>
        <source>Limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="216"/>
        <source>%1 memory, %2 CPUs, %3 processes, stop timeout %4 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="221"/>
        <source>Created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="224"/>
        <source>Last error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="229"/>
        <source>Steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="232"/>
        <source>
Recent commands:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="233"/>
        <source>STARTED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="233"/>
        <source>EXIT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="233"/>
        <source>DURATION</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="233"/>
        <source>COMMAND</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="235"/>
        <source>canceled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="245"/>
        <source>Runs a command with /bin/sh -c in the sandbox&apos;s /workspace, streaming stdout and stderr. Exits with the command&apos;s exit code. A single argument is taken as a shell command line; several are quoted and joined.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="252"/>
        <source>name a sandbox and a command: `shadowbox sandbox exec NAME -- make test`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="286"/>
        <source>Prints what a past command printed, as kept by Shadowbox: standard output to stdout, standard error to stderr. RUN is a run id from `sandbox show`; without it, the latest run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="292"/>
        <source>name a sandbox and optionally a run: `shadowbox sandbox output NAME [RUN]`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="296"/>
        <source>RUN must be a run id, as `shadowbox sandbox show NAME` lists them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="315"/>
        <source>Sandbox &quot;%1&quot; has no run %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="316"/>
        <source>No command has run in sandbox &quot;%1&quot; yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="326"/>
        <source>
[output cut here: %1 more were printed and not kept]
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="333"/>
        <source>Starts a stopped sandbox.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="334"/>
        <source>Stops a running sandbox (its workspace is kept).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="335"/>
        <source>Removes the sandbox&apos;s container, network, volumes and workspace copy, then checks that nothing labelled with it remains on the engine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="340"/>
        <source>name one sandbox: `shadowbox %1`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="352"/>
        <source>Destroyed %1.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="358"/>
        <source>%1 is %2.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="364"/>
        <source>Remove orphaned containers and networks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="367"/>
        <source>Compares Shadowbox&apos;s database with the engine: marks sandboxes whose container vanished as lost, finishes interrupted creations and lists orphaned resources (labelled but unknown).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="402"/>
        <source>orphan %1: %2%3
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="406"/>
        <source> (removed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="406"/>
        <source> (removal failed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="411"/>
        <source>lost     %1 (%2): its container no longer exists
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="413"/>
        <source>changed  %1 (%2): %3 → %4, as the engine reports it
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="417"/>
        <source>interrupted creation of %1 cleaned up
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="419"/>
        <source>Everything matches: no orphans, nothing lost, no state changed.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/SandboxCommands.cpp" line="425"/>
        <source>unknown sandbox command &quot;%1&quot;. See `shadowbox --help`.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CommandRunner</name>
    <message>
        <location filename="../engine/sandbox/CommandRunner.cpp" line="37"/>
        <source>Sandbox &quot;%1&quot; is stopped: its container was stopped outside Shadowbox. Start it, then run the command again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/CommandRunner.cpp" line="42"/>
        <source>Sandbox &quot;%1&quot; is lost: its container was removed outside Shadowbox. Destroy it to clean up its workspace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/CommandRunner.cpp" line="56"/>
        <source>The command is empty. Type a command to run in the sandbox.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/CommandRunner.cpp" line="59"/>
        <source>Sandbox &quot;%1&quot; is %2. Start it first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EngineEndpoint</name>
    <message>
        <location filename="../engine/runtime/EngineEndpoint.cpp" line="13"/>
        <source>The engine address &quot;%1&quot; cannot be used: %2. Use unix:///path/to/socket, npipe:////./pipe/name or tcp://host:port.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineEndpoint.cpp" line="20"/>
        <source>it is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineEndpoint.cpp" line="32"/>
        <source>the socket path must be absolute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineEndpoint.cpp" line="45"/>
        <source>the host name is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineEndpoint.cpp" line="52"/>
        <source>ssh:// engines are not supported yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineEndpoint.cpp" line="53"/>
        <source>the scheme is not recognised</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Format</name>
    <message>
        <location filename="../engine/core/Formatting.cpp" line="16"/>
        <source>%1 min %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/core/Formatting.cpp" line="17"/>
        <source>%1 h %2 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/core/Formatting.cpp" line="30"/>
        <source>%1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/core/Formatting.cpp" line="32"/>
        <source>%1 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/core/Formatting.cpp" line="11"/>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/core/Formatting.cpp" line="13"/>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HttpResponseParser</name>
    <message>
        <location filename="../engine/runtime/HttpResponseParser.cpp" line="63"/>
        <source>The container engine sent a malformed HTTP answer (%1). Check that the address points at a Docker-compatible API.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/HttpResponseParser.cpp" line="131"/>
        <source>The container engine closed the connection without answering. It may have stopped or crashed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/HttpResponseParser.cpp" line="135"/>
        <source>The container engine closed the connection in the middle of its answer. It may have stopped or crashed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ImageReference</name>
    <message>
        <location filename="../engine/runtime/ImageReference.cpp" line="11"/>
        <source>The image name &quot;%1&quot; is not valid: %2. Image names look like debian:bookworm, ghcr.io/owner/name:1.2 or name@sha256:….</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/ImageReference.cpp" line="16"/>
        <source>it is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/ImageReference.cpp" line="19"/>
        <source>it contains spaces or control characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/ImageReference.cpp" line="26"/>
        <source>the digest after &apos;@&apos; must be an algorithm and a hexadecimal hash, such as sha256:…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/ImageReference.cpp" line="34"/>
        <source>the tag after &apos;:&apos; must be 1 to 128 letters, digits, &apos;_&apos;, &apos;.&apos; or &apos;-&apos;, not starting with &apos;.&apos; or &apos;-&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/ImageReference.cpp" line="39"/>
        <source>the repository name is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/ImageReference.cpp" line="41"/>
        <source>the repository name is longer than 255 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/ImageReference.cpp" line="51"/>
        <source>the registry &quot;%1&quot; is not a host name with an optional port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/ImageReference.cpp" line="60"/>
        <source>the repository path must be lowercase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/ImageReference.cpp" line="61"/>
        <source>&quot;%1&quot; is not a valid path component (lowercase letters and digits, separated by &apos;.&apos;, &apos;_&apos;, &apos;__&apos; or &apos;-&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JsonLinesDecoder</name>
    <message>
        <location filename="../engine/runtime/StreamDecoders.cpp" line="70"/>
        <source>The engine sent a progress line that is not JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MultiplexedStreamDecoder</name>
    <message>
        <location filename="../engine/runtime/StreamDecoders.cpp" line="25"/>
        <source>The command&apos;s output stream is not in the expected multiplexed format (bad frame header).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <location filename="../widgets/common/Prompter.cpp" line="26"/>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reconciler</name>
    <message>
        <location filename="../engine/sandbox/Reconciler.cpp" line="63"/>
        <source>Creation was interrupted and its cleanup is incomplete.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunOutputLog</name>
    <message>
        <location filename="../engine/sandbox/RunOutputLog.cpp" line="84"/>
        <source>The output of this command could not be kept on disk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/RunOutputLog.cpp" line="93"/>
        <source>The output of this command could not be kept at %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/RunOutputLog.cpp" line="102"/>
        <source>The output of this command was not kept (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/RunOutputLog.cpp" line="106"/>
        <source>%1 is not a kept command output.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SandboxContext</name>
    <message>
        <location filename="../engine/sandbox/SandboxContext.cpp" line="30"/>
        <source>No sandbox is called &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxContext.cpp" line="65"/>
        <source>Shadowbox&apos;s own Podman service needs a setting that Shadowbox can add itself: run the doctor and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxContext.cpp" line="70"/>
        <source>Fix: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SandboxCreator</name>
    <message>
        <location filename="../engine/sandbox/SandboxCreator.cpp" line="48"/>
        <source>The name &quot;%1&quot; cannot be used: use 1 to 63 letters, digits, &apos;.&apos;, &apos;_&apos; or &apos;-&apos;, starting with a letter or digit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxCreator.cpp" line="77"/>
        <source>Checking the repository</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxCreator.cpp" line="79"/>
        <source>No image was chosen. Pick an image, or build the starter image.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxCreator.cpp" line="99"/>
        <source>A sandbox named &quot;%1&quot; already exists. Choose another name or destroy that sandbox first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxCreator.cpp" line="135"/>
        <source>The image &quot;%1&quot; is not available on %2. Pick one of the local images, build the starter image, or pull it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxCreator.cpp" line="147"/>
        <source>Undoing the partial sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxCreator.cpp" line="154"/>
        <source>Shadowbox could not remove everything it had made; the leftovers appear as orphans at the next start and can be cleaned up there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxCreator.cpp" line="161"/>
        <source>Copying files (0 of %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxCreator.cpp" line="167"/>
        <source>Copying files (%1 of %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxCreator.cpp" line="182"/>
        <source>Creating the private network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxCreator.cpp" line="192"/>
        <source>Creating the container</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxCreator.cpp" line="211"/>
        <source>Starting the container</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxCreator.cpp" line="222"/>
        <source>The container stopped as soon as it started (state %1, exit code %2). Check that the image has /bin/sh and that the process limit leaves room for a shell and its commands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxCreator.cpp" line="232"/>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SandboxLimits</name>
    <message>
        <location filename="../engine/core/SandboxTypes.cpp" line="107"/>
        <source>The memory limit %1 is out of range: use between %2 and %3, the memory of the engine&apos;s host.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/core/SandboxTypes.cpp" line="109"/>
        <source>The memory limit %1 is out of range: use at least %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/core/SandboxTypes.cpp" line="115"/>
        <source>The CPU limit %1 is out of range: use a number between %2 and %3, the CPUs of the engine&apos;s host.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/core/SandboxTypes.cpp" line="119"/>
        <source>The CPU limit %1 is out of range: use a number of at least %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/core/SandboxTypes.cpp" line="122"/>
        <source>The process limit %1 is out of range: use between %2 and %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/core/SandboxTypes.cpp" line="124"/>
        <source>The stop timeout %1 s is out of range: use between 0 and %2 seconds.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SandboxState</name>
    <message>
        <location filename="../engine/core/SandboxTypes.cpp" line="34"/>
        <source>Creating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/core/SandboxTypes.cpp" line="36"/>
        <source>Running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/core/SandboxTypes.cpp" line="38"/>
        <source>Stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/core/SandboxTypes.cpp" line="40"/>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/core/SandboxTypes.cpp" line="42"/>
        <source>Destroyed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/core/SandboxTypes.cpp" line="44"/>
        <source>Lost</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StarterImage</name>
    <message>
        <location filename="../engine/runtime/StarterImage.cpp" line="94"/>
        <source>`%1 --list` failed; reinstall busybox-static.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/StarterImage.cpp" line="110"/>
        <source>Cannot read %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/StarterImage.cpp" line="120"/>
        <source>Cannot start the image archive: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/StarterImage.cpp" line="160"/>
        <source>Cannot write the image archive: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/StarterImage.cpp" line="171"/>
        <source>The starter image is already present.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/StarterImage.cpp" line="175"/>
        <source>Looking for a static busybox on this machine…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/StarterImage.cpp" line="179"/>
        <source>Building the starter image needs a static busybox on this machine. Install it with `sudo apt install busybox-static` (Fedora: `sudo dnf install busybox`), or pull an image with `podman pull debian:bookworm`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/StarterImage.cpp" line="186"/>
        <source>Packing the root filesystem (%1 commands)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/StarterImage.cpp" line="191"/>
        <source>Importing %1 (%2 KiB)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/StarterImage.cpp" line="201"/>
        <source>%1 is ready.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StateSync</name>
    <message>
        <location filename="../engine/sandbox/StateSync.cpp" line="28"/>
        <source>Its container no longer exists on the engine.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Teardown</name>
    <message>
        <location filename="../engine/sandbox/Teardown.cpp" line="55"/>
        <source>Sandbox &quot;%1&quot; is already destroyed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/Teardown.cpp" line="65"/>
        <source>Sandbox &quot;%1&quot; was not fully removed. %2 Try Destroy again; if it persists, run the doctor to check the engine.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TeardownProof</name>
    <message>
        <location filename="../engine/sandbox/Teardown.cpp" line="19"/>
        <source>Nothing labelled with this sandbox remains on the engine, and its workspace is gone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/Teardown.cpp" line="22"/>
        <source>containers: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/Teardown.cpp" line="24"/>
        <source>networks: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/Teardown.cpp" line="26"/>
        <source>volumes: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/Teardown.cpp" line="28"/>
        <source>the workspace folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/Teardown.cpp" line="29"/>
        <source>Still present after teardown: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/Teardown.cpp" line="36"/>
        <source>Container removed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/Teardown.cpp" line="38"/>
        <source>Network removed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/Teardown.cpp" line="40"/>
        <source>Volume removed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/Teardown.cpp" line="42"/>
        <source>Workspace removed: %1 (%2 freed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/Teardown.cpp" line="44"/>
        <source>Kept command outputs removed: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Transport</name>
    <message>
        <location filename="../engine/runtime/Transport.cpp" line="37"/>
        <source>The container engine at %1 stopped accepting data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/Transport.cpp" line="64"/>
        <source>The connection to the container engine at %1 was lost (%2). Check that the engine is still running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/Transport.cpp" line="98"/>
        <source>No container engine is listening at %1 (the socket does not exist). Start Podman or Docker, or choose another engine in File ▸ Settings (or with SHADOWBOX_ENGINE).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/Transport.cpp" line="104"/>
        <source>The container engine at %1 refused the connection; it is probably not running. Start it (for example `systemctl start docker` or `podman system service`) and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/Transport.cpp" line="110"/>
        <source>Permission denied on the engine socket %1. Add your user to the group that owns it (for Docker: `sudo usermod -aG docker $USER`, then log in again) or use rootless Podman.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/Transport.cpp" line="116"/>
        <source>The container engine at %1 did not accept the connection in time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/Transport.cpp" line="120"/>
        <source>Cannot connect to the container engine at %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/Transport.cpp" line="145"/>
        <source>Cannot connect to the container engine at %1: %2. Check the address and that the engine listens on TCP.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>shadowbox</name>
    <message>
        <location filename="../engine/git/GitRepository.cpp" line="50"/>
        <source>unknown libgit2 error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="18"/>
        <source>The operation was canceled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="454"/>
        <source>Pulling %1 failed: the engine said &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="456"/>
        <source>No registry can be reached from the engine. Connect this machine to a network (or configure a registry mirror), or build the offline starter image with `shadowbox image starter`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="461"/>
        <source>Check the image name and tag.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="39"/>
        <source>Podman&apos;s default runtime crun cannot run containers on this machine&apos;s cgroup setup. Use runc instead: install it and set `runtime = &quot;runc&quot;` in the [engine] section of ~/.config/containers/containers.conf.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="46"/>
        <source>The engine&apos;s default ulimits cannot be raised here (missing CAP_SYS_RESOURCE). Clear them: set `default_ulimits = []` in the [containers] section of ~/.config/containers/containers.conf.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="54"/>
        <source>Rootless Podman needs subordinate user and group ids for your user. Add them and migrate Podman&apos;s storage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="59"/>
        <source>No OCI runtime is installed, so the engine cannot start containers. Install runc (or crun).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="64"/>
        <source>The image does not contain the command the test runs, so it cannot show whether containers work. Build the starter image (`shadowbox image starter`) and run the doctor again. (Engine message: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="71"/>
        <source>The engine was denied a permission it needs to start a container: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="74"/>
        <source>The image is not available locally. Build the starter image with `shadowbox image starter`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="78"/>
        <source>The engine could not run a trivial container: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/WorkspaceCopier.cpp" line="92"/>
        <source>The disk holding %1 is full, so the workspace copy stopped at %2. Free some space (or set SHADOWBOX_DATA_DIR to a larger disk) and create the sandbox again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/WorkspaceCopier.cpp" line="97"/>
        <source>Copying %1 into the workspace failed: %2. Check that the file is readable and that %3 is writable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/store/Migrations.cpp" line="91"/>
        <source>Cannot read the database version: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/store/Migrations.cpp" line="104"/>
        <source>The database %1 was written by a newer Shadowbox (schema %2, this version knows up to %3). Update Shadowbox, or point SHADOWBOX_DATA_DIR at another folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/store/Migrations.cpp" line="113"/>
        <source>Cannot start a migration: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/store/Migrations.cpp" line="120"/>
        <location filename="../engine/store/Migrations.cpp" line="127"/>
        <source>Upgrading the database to schema %1 failed (%2); nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/store/Store.cpp" line="26"/>
        <source>%1 failed in Shadowbox&apos;s database: %2. If the disk is full, free some space and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/store/Store.cpp" line="77"/>
        <source>Reading sandbox steps</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>shadowbox::Banner</name>
    <message>
        <location filename="../widgets/common/Banner.cpp" line="25"/>
        <location filename="../widgets/common/Banner.cpp" line="26"/>
        <source>Dismiss</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>shadowbox::CommandPanel</name>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="74"/>
        <source>&amp;Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="75"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="89"/>
        <source>Command to run in /workspace, e.g. ls -la</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="93"/>
        <source>Runs with /bin/sh -c in /workspace. Enter runs; Up and Down recall earlier commands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="106"/>
        <source>Output of the commands you run appears here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="111"/>
        <source>The view keeps the newest %1 lines, so earlier lines are no longer shown here. Each command&apos;s whole output is kept: see History.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="119"/>
        <source>Find in the output (Enter: next, Shift+Enter: previous, Esc: close)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="143"/>
        <source>Output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="144"/>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="469"/>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="283"/>
        <source>Running…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="307"/>
        <source>Canceling…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="343"/>
        <source>[… %1 of output not shown …]
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="380"/>
        <source>[canceled]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="380"/>
        <source>[failed: %1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="382"/>
        <source>canceled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="385"/>
        <source>canceled · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="386"/>
        <source>exit %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="444"/>
        <source>Select a sandbox to run commands in it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="446"/>
        <source>Connect to an engine to run commands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="448"/>
        <source>Start the sandbox to run commands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="469"/>
        <source>History (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="475"/>
        <source>Find…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="479"/>
        <source>Find in the output (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="486"/>
        <source>Save…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="490"/>
        <source>Save the output shown to a file (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="494"/>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="496"/>
        <source>Ctrl+Shift+K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="498"/>
        <source>Clear this sandbox&apos;s console; History keeps every command&apos;s output (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="572"/>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="575"/>
        <source>Cannot write %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="581"/>
        <source>Save Output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="581"/>
        <source>Text files (*.txt *.log);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="590"/>
        <location filename="../widgets/sandbox/CommandPanel.cpp" line="592"/>
        <source>Saved to %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>shadowbox::DoctorCheckModel</name>
    <message>
        <location filename="../widgets/engine/DoctorCheckModel.cpp" line="59"/>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/engine/DoctorCheckModel.cpp" line="61"/>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/engine/DoctorCheckModel.cpp" line="63"/>
        <source>Fix</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>shadowbox::DoctorDialog</name>
    <message>
        <location filename="../widgets/engine/DoctorDialog.cpp" line="26"/>
        <source>&amp;Copy Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/engine/DoctorDialog.cpp" line="28"/>
        <source>Engine Doctor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/engine/DoctorDialog.cpp" line="31"/>
        <source>Checking the engine: it answers, it has an image, and it can run a container…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/engine/DoctorDialog.cpp" line="83"/>
        <source>All checks passed: sandboxes can run on this engine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/engine/DoctorDialog.cpp" line="84"/>
        <source>Some checks failed. Each row says what was found and how to fix it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/engine/DoctorDialog.cpp" line="86"/>
        <source>Applied automatically: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/engine/DoctorDialog.cpp" line="97"/>
        <source>ok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/engine/DoctorDialog.cpp" line="97"/>
        <source>FAIL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/engine/DoctorDialog.cpp" line="99"/>
        <source>fix: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>shadowbox::EngineCandidateModel</name>
    <message>
        <location filename="../widgets/engine/EngineCandidateModel.cpp" line="39"/>
        <source>Probing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/engine/EngineCandidateModel.cpp" line="61"/>
        <source>Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/engine/EngineCandidateModel.cpp" line="63"/>
        <source>Found via</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/engine/EngineCandidateModel.cpp" line="65"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/engine/EngineCandidateModel.cpp" line="85"/>
        <source>answers: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>shadowbox::EngineClient</name>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="122"/>
        <source>The container engine at %1 did not answer within %2 seconds (%3 %4). It may be overloaded or hung; check it with `shadowbox doctor`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="167"/>
        <location filename="../engine/runtime/EngineClient.cpp" line="419"/>
        <location filename="../engine/runtime/EngineClient.cpp" line="483"/>
        <source>HTTP status %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="177"/>
        <source>%1 failed: the engine said &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="205"/>
        <source>%1 failed: the engine&apos;s answer is not valid JSON (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="219"/>
        <source>Asking the engine whether it is there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="243"/>
        <source>Asking the engine for its version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="291"/>
        <source>Following the engine&apos;s events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="297"/>
        <source>Asking the engine about its host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="313"/>
        <source>Listing images</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="351"/>
        <source>Looking up image %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="417"/>
        <source>Importing image %1:%2 failed: the engine said &quot;%3&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="423"/>
        <source>Importing image %1:%2 failed: the engine did not say which image it made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="471"/>
        <source>No image name was given to pull.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="493"/>
        <source>Tagging image %1 as %2:%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="502"/>
        <source>Removing image %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="538"/>
        <source>Creating the container</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="543"/>
        <source>Creating the container failed: the engine returned no id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="554"/>
        <source>Starting the container</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="567"/>
        <source>Stopping the container</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="580"/>
        <source>Waiting for container %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="597"/>
        <source>Removing the container</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="622"/>
        <source>Inspecting the container</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="631"/>
        <source>Listing containers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="661"/>
        <source>Creating network %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="674"/>
        <source>Removing network %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="679"/>
        <source>Listing networks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="694"/>
        <source>Listing volumes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="711"/>
        <source>Removing volume %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="727"/>
        <source>Preparing the command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="740"/>
        <source>Running the command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="753"/>
        <source>Reading the command&apos;s exit code</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>shadowbox::EngineConnector</name>
    <message>
        <location filename="../engine/runtime/EngineConnector.cpp" line="74"/>
        <source>Correct the address chosen in File ▸ Settings (or in SHADOWBOX_ENGINE), or leave it empty to let Shadowbox find an engine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineConnector.cpp" line="81"/>
        <source>Trying %1 (%2)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineConnector.cpp" line="93"/>
        <source>The engine chosen in File ▸ Settings (or with SHADOWBOX_ENGINE) does not answer. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineConnector.cpp" line="102"/>
        <source>No container engine answered. Install Podman (`sudo apt install podman`, `sudo dnf install podman` or `brew install podman`) or start Docker, then try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineConnector.cpp" line="105"/>
        <source>Tried: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineConnector.cpp" line="111"/>
        <source>Starting Shadowbox&apos;s own Podman service…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineConnector.cpp" line="124"/>
        <source>Shadowbox started `podman system service` but it did not answer within %1 seconds. Run `podman info` in a terminal to see what Podman reports. Service output: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineConnector.cpp" line="127"/>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>shadowbox::EngineDoctor</name>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="95"/>
        <source>The test container exited with status %1 instead of 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="103"/>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="107"/>
        <source>Engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="108"/>
        <source>%1 at %2 (API %3, found via %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="114"/>
        <source>API version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="115"/>
        <source>%1 (Shadowbox needs 1.41 or newer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="116"/>
        <source>The engine speaks API %1 but Shadowbox needs 1.41 or newer (Docker 20.10+, Podman 3+).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="119"/>
        <source>Upgrade the engine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="124"/>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="137"/>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="144"/>
        <source>Images</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="138"/>
        <source>The engine has no images, so no sandbox can start. Shadowbox can build a small starter image offline from this machine&apos;s busybox.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="144"/>
        <source>local images: %1; testing with %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="151"/>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="164"/>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="171"/>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="176"/>
        <source>Run a container</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="151"/>
        <source>`true` ran in %1 and exited 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="159"/>
        <source>Set %1 = %2 in Shadowbox&apos;s own containers.conf (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="171"/>
        <source>(Engine message: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="176"/>
        <source>The container still fails after applying fixes.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>shadowbox::EngineSettingsDialog</name>
    <message>
        <location filename="../widgets/engine/EngineSettingsDialog.cpp" line="50"/>
        <source>Find an engine &amp;automatically (recommended)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/engine/EngineSettingsDialog.cpp" line="51"/>
        <source>Always use Shadowbox&apos;s own &amp;Podman service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/engine/EngineSettingsDialog.cpp" line="52"/>
        <source>Use this a&amp;ddress:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/engine/EngineSettingsDialog.cpp" line="58"/>
        <source>&amp;Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/engine/EngineSettingsDialog.cpp" line="62"/>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/engine/EngineSettingsDialog.cpp" line="66"/>
        <source>Try the addresses listed below in order and use the first that answers; if none does, start Shadowbox&apos;s own Podman service.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/engine/EngineSettingsDialog.cpp" line="69"/>
        <source>Run `podman system service` on a private socket, with Shadowbox&apos;s own settings, and stop it when Shadowbox exits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/engine/EngineSettingsDialog.cpp" line="77"/>
        <source>unix:///run/podman/podman.sock or tcp://host:2375</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/engine/EngineSettingsDialog.cpp" line="90"/>
        <source>Container engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/engine/EngineSettingsDialog.cpp" line="100"/>
        <source>Look for engines again and ask each one whether it answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/engine/EngineSettingsDialog.cpp" line="102"/>
        <source>Automatic discovery tries these addresses, in order:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/engine/EngineSettingsDialog.cpp" line="183"/>
        <source>Enter the address of an engine&apos;s API, for example unix:///run/podman/podman.sock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/engine/EngineSettingsDialog.cpp" line="191"/>
        <source>SHADOWBOX_ENGINE is set to %1 in Shadowbox&apos;s environment. It overrides this setting, so the choice below cannot be changed while it is set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/engine/EngineSettingsDialog.cpp" line="237"/>
        <source>Podman is not installed, so if none of these answers there is no engine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/engine/EngineSettingsDialog.cpp" line="238"/>
        <source>If none of these answers, Shadowbox starts its own Podman service (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/engine/EngineSettingsDialog.cpp" line="267"/>
        <source>Probing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/engine/EngineSettingsDialog.cpp" line="277"/>
        <source>No engine address found on this machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/engine/EngineSettingsDialog.cpp" line="278"/>
        <source>Answering: %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>shadowbox::GitRepository</name>
    <message>
        <location filename="../engine/git/GitRepository.cpp" line="58"/>
        <source>The folder %1 does not exist. Pick an existing git repository.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/git/GitRepository.cpp" line="60"/>
        <source>%1 is a file, not a folder. Pick the folder of a git repository.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/git/GitRepository.cpp" line="81"/>
        <source>%1 is a folder inside the git repository %2. Pick the repository&apos;s top folder, %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/git/GitRepository.cpp" line="87"/>
        <source>%1 is not a git repository (it has no .git). Pick the top folder of a repository, or run `git init &amp;&amp; git add -A &amp;&amp; git commit -m initial` there first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/git/GitRepository.cpp" line="93"/>
        <source>Cannot open the git repository at %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/git/GitRepository.cpp" line="97"/>
        <source>%1 is a bare repository without a working tree. Pick a clone with checked-out files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/git/GitRepository.cpp" line="117"/>
        <source>Cannot read HEAD: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/git/GitRepository.cpp" line="137"/>
        <source>Cannot read the repository&apos;s status: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>shadowbox::MainWindow</name>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="50"/>
        <source>Shadowbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="76"/>
        <source>&amp;New Sandbox…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="79"/>
        <source>Copy a repository into a new network-isolated sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="83"/>
        <source>&amp;Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="85"/>
        <source>Ctrl+R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="86"/>
        <source>Start the selected sandbox&apos;s container</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="90"/>
        <source>S&amp;top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="92"/>
        <source>Ctrl+Shift+R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="93"/>
        <source>Stop the selected sandbox&apos;s container; its workspace is kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="97"/>
        <source>&amp;Destroy…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="103"/>
        <source>Remove the sandbox&apos;s container, network and workspace copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="107"/>
        <source>&amp;Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="111"/>
        <source>Reload the sandboxes and compare them with the engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="114"/>
        <source>Go to &amp;Command Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="116"/>
        <source>Ctrl+L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="123"/>
        <source>Run &amp;Doctor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="125"/>
        <source>Check that the engine answers, has an image and can run a container</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="129"/>
        <source>&amp;Build Starter Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="131"/>
        <source>Build a small busybox image offline, so sandboxes can start without a registry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="134"/>
        <source>&amp;Pull Image…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="136"/>
        <source>Download an image from its registry, showing the progress of each layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="140"/>
        <source>&amp;Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="145"/>
        <source>Ctrl+,</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="148"/>
        <source>Choose the container engine Shadowbox uses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="151"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="153"/>
        <source>Ctrl+Q</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="157"/>
        <source>&amp;About Shadowbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="165"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="172"/>
        <source>&amp;Sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="181"/>
        <source>&amp;Engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="186"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="192"/>
        <source>Sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="210"/>
        <source>Retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="211"/>
        <source>Run Doctor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="212"/>
        <source>Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="216"/>
        <source>Clean Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="220"/>
        <source>Removing the orphaned containers and networks…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="229"/>
        <source>Build Starter Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="277"/>
        <source>No sandboxes yet.
A sandbox is a private copy of a repository in a network-isolated container.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="359"/>
        <source>Not connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="373"/>
        <source>Shadowbox cannot open its database. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="400"/>
        <source>Orphans Removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="402"/>
        <source>Some Orphans Remain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="410"/>
        <source>The engine has no images yet, so no sandbox can start. Shadowbox can build a small starter image offline from this machine&apos;s busybox.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="416"/>
        <source>The engine cannot run containers yet. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="420"/>
        <source>Shadowbox repaired its Podman service: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="432"/>
        <source>Could Not Build the Starter Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="435"/>
        <source>The starter image is ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="441"/>
        <source>Could Not Pull the Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="444"/>
        <source>%1 is ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="483"/>
        <source>Quit Shadowbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="484"/>
        <source>A sandbox is being created. Quit anyway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="485"/>
        <source>Commands are still running in: %1. Quit anyway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="486"/>
        <source>Quitting stops the running commands and undoes a creation under way. The sandboxes themselves keep running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="488"/>
        <source>Stop and Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="532"/>
        <source>last recorded; no engine connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="587"/>
        <source>Creating the sandbox…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="485"/>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="600"/>
        <source>Destroyed &quot;%1&quot;. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="634"/>
        <source>Pull Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="635"/>
        <source>Image to pull from its registry (for example debian:bookworm or ghcr.io/owner/name:tag):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="636"/>
        <source>Pull</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="641"/>
        <source>Pulling %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="653"/>
        <source>Building the starter image…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="662"/>
        <source>%1 at %2, API %3%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="664"/>
        <source> (Shadowbox&apos;s own Podman service)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="666"/>
        <source>none connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="667"/>
        <source>Shadowbox %1

Disposable, network-isolated sandboxes for prototyping with coding agents.

Licence: MIT (see LICENSE)
Engine: %2
Built with Qt %3, running on Qt %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="674"/>
        <source>About Shadowbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="686"/>
        <source>Connecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="699"/>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="700"/>
        <source>%1 at %2, API %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="702"/>
        <source>Connected to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="710"/>
        <source>No engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="717"/>
        <source>No container engine is available, so sandboxes cannot be created, started or used. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="734"/>
        <source>Orphaned containers from earlier sessions: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="735"/>
        <source>Orphaned networks from earlier sessions: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="737"/>
        <source>%1 They carry Shadowbox&apos;s label but belong to no sandbox it knows; Clean Up removes them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="745"/>
        <source>Sandboxes whose container was removed outside Shadowbox: %1. Destroy them to clean up.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>shadowbox::NewSandboxDialog</name>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="45"/>
        <source>New Sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="49"/>
        <source>A folder inside a git repository</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="51"/>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="62"/>
        <source>Optional: derived from the repository folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="64"/>
        <source>None — no network (default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="65"/>
        <source>Internal network — containers of this sandbox only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="68"/>
        <source>Sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="71"/>
        <source>&amp;Repository:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="72"/>
        <source>&amp;Image:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="73"/>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="74"/>
        <source>Net&amp;work:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="83"/>
        <source> MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="85"/>
        <source>Memory limit of the sandbox container</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="91"/>
        <source>How many CPUs the sandbox may use at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="96"/>
        <source>Maximum number of processes inside the sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="99"/>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="101"/>
        <source>How long Stop waits for the sandbox to exit before killing it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="103"/>
        <source>Limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="110"/>
        <source>&amp;Memory:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="111"/>
        <source>&amp;CPUs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="112"/>
        <source>&amp;Processes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="113"/>
        <source>&amp;Stop timeout:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="120"/>
        <source>Create</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="139"/>
        <source>Loading images…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="163"/>
        <source>No images available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="179"/>
        <source>No images: build the starter image first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="207"/>
        <source>Choose a Repository</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="232"/>
        <source>Choose the repository to copy into the sandbox.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="234"/>
        <source>The folder &quot;%1&quot; does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="240"/>
        <source>Waiting for the engine&apos;s list of images…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/NewSandboxDialog.cpp" line="244"/>
        <source>The engine has no images. Close this dialog and use Engine ▸ Build Starter Image first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>shadowbox::PodmanService</name>
    <message>
        <location filename="../engine/runtime/PodmanService.cpp" line="73"/>
        <source>Podman is not installed. Install it (`sudo apt install podman`, `sudo dnf install podman` or `brew install podman`) or start Docker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/PodmanService.cpp" line="78"/>
        <source>Cannot create %1 for the Podman service. Check the permissions of the folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/PodmanService.cpp" line="83"/>
        <location filename="../engine/runtime/PodmanService.cpp" line="178"/>
        <location filename="../engine/runtime/PodmanService.cpp" line="183"/>
        <source>Cannot write %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/PodmanService.cpp" line="118"/>
        <source>Could not start `podman system service`: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>shadowbox::RunHistoryModel</name>
    <message>
        <location filename="../widgets/sandbox/RunHistoryModel.cpp" line="38"/>
        <source>canceled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/RunHistoryModel.cpp" line="38"/>
        <source>exit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/RunHistoryModel.cpp" line="71"/>
        <source>Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/RunHistoryModel.cpp" line="73"/>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/RunHistoryModel.cpp" line="75"/>
        <source>Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/RunHistoryModel.cpp" line="77"/>
        <source>Started</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>shadowbox::RunHistoryView</name>
    <message>
        <location filename="../widgets/sandbox/RunHistoryView.cpp" line="39"/>
        <source>Select a command to see what it printed; double-click to put it back on the command line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/RunHistoryView.cpp" line="45"/>
        <location filename="../widgets/sandbox/RunHistoryView.cpp" line="98"/>
        <source>Select a command to see what it printed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/RunHistoryView.cpp" line="122"/>
        <source>Showing the last %1 of this command&apos;s output; Save… writes all of it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/RunHistoryView.cpp" line="125"/>
        <source>Only the first %1 of the output was kept; %2 more were printed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/RunHistoryView.cpp" line="128"/>
        <source>This command printed nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/RunHistoryView.cpp" line="140"/>
        <source>Select a command in History first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>shadowbox::SandboxActions</name>
    <message>
        <location filename="../widgets/sandbox/SandboxActions.cpp" line="50"/>
        <source>Creation canceled; nothing was left behind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxActions.cpp" line="52"/>
        <source>Could Not Create the Sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxActions.cpp" line="60"/>
        <source>Sandbox &quot;%1&quot; is running (created in %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxActions.cpp" line="69"/>
        <source>Starting &quot;%1&quot;…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxActions.cpp" line="69"/>
        <source>Could Not Start the Sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxActions.cpp" line="74"/>
        <source>Stopping &quot;%1&quot;…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxActions.cpp" line="74"/>
        <source>Could Not Stop the Sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxActions.cpp" line="103"/>
        <source>Destroy Sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxActions.cpp" line="104"/>
        <source>Destroy the sandbox &quot;%1&quot;?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxActions.cpp" line="105"/>
        <source>its container %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxActions.cpp" line="107"/>
        <source>its private network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxActions.cpp" line="108"/>
        <source>its workspace copy at %1, with every change made inside the sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxActions.cpp" line="109"/>
        <source>This removes %1. The repository at %2 is not touched.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxActions.cpp" line="109"/>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxActions.cpp" line="110"/>
        <source>Destroy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxActions.cpp" line="128"/>
        <source>Destroying &quot;%1&quot;…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxActions.cpp" line="133"/>
        <source>Could Not Destroy the Sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxActions.cpp" line="137"/>
        <source>Destroyed &quot;%1&quot;. %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>shadowbox::SandboxDetailsPanel</name>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="36"/>
        <source>Select a sandbox to see its details, or create one with New Sandbox (Ctrl+N).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="53"/>
        <source>Sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="55"/>
        <source>State:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="56"/>
        <source>Engine:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="57"/>
        <source>Image:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="58"/>
        <source>Network:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="59"/>
        <source>Created:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="60"/>
        <source>Container:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="62"/>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="64"/>
        <source>Repository:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="65"/>
        <source>Baseline:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="66"/>
        <source>Workspace:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="67"/>
        <source>Files copied:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="69"/>
        <source>Limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="71"/>
        <source>Memory:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="72"/>
        <source>CPUs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="73"/>
        <source>Processes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="74"/>
        <source>Stop timeout:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="76"/>
        <source>Creation steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="92"/>
        <source>Last error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="134"/>
        <source>Scan repository:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="136"/>
        <source>Check image:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="138"/>
        <source>Copy files:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="140"/>
        <source>Create network:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="142"/>
        <source>Create container:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="144"/>
        <source>Start container:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="146"/>
        <source>Total:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="176"/>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="179"/>
        <source>Sandbox id %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="188"/>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="189"/>
        <source>%1 %2 · %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="192"/>
        <source>Internal network — containers of this sandbox only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="193"/>
        <source>None — no network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="196"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="199"/>
        <source>no commit</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="202"/>
        <source>%n uncommitted</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="204"/>
        <source>%n untracked</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="206"/>
        <source> + %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="206"/>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="210"/>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="213"/>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="214"/>
        <source>unlimited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="215"/>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="223"/>
        <source>failed after %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>shadowbox::SandboxListModel</name>
    <message>
        <location filename="../widgets/sandbox/SandboxListModel.cpp" line="61"/>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxListModel.cpp" line="84"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxListModel.cpp" line="86"/>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxListModel.cpp" line="88"/>
        <source>Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxListModel.cpp" line="90"/>
        <source>Engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sandbox/SandboxListModel.cpp" line="92"/>
        <source>Created</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>shadowbox::SandboxManager</name>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="137"/>
        <source>Sandbox &quot;%1&quot; is %2 and cannot be started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="163"/>
        <source>Its container no longer exists on the engine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="165"/>
        <source>Sandbox &quot;%1&quot; is lost: its container was removed outside Shadowbox. Destroy it to clean up its workspace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="145"/>
        <source>Sandbox &quot;%1&quot; is %2 and cannot be stopped.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>shadowbox::Session</name>
    <message>
        <location filename="../engine/session/Session.cpp" line="92"/>
        <source>A newer engine choice replaced this connection attempt.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>shadowbox::SessionController</name>
    <message>
        <location filename="../widgets/SessionController.cpp" line="42"/>
        <source>Shadowbox&apos;s own Podman service stopped unexpectedly (exit code %1). Your sandboxes&apos; containers keep running; Retry starts the service again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/SessionController.cpp" line="71"/>
        <location filename="../widgets/SessionController.cpp" line="86"/>
        <source>Connecting to the engine…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/SessionController.cpp" line="136"/>
        <source>Images</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/SessionController.cpp" line="140"/>
        <source>Fix: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/SessionController.cpp" line="178"/>
        <source>The engine stopped answering. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/SessionController.cpp" line="281"/>
        <location filename="../widgets/SessionController.cpp" line="284"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/SessionController.cpp" line="296"/>
        <source>Building the starter image…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/SessionController.cpp" line="315"/>
        <source>Pulling %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/SessionController.cpp" line="332"/>
        <source>Pulling %1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>shadowbox::Store</name>
    <message>
        <location filename="../engine/store/Store.cpp" line="131"/>
        <source>Cannot create the data folder %1. Check its permissions or set SHADOWBOX_DATA_DIR.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/store/Store.cpp" line="141"/>
        <source>Cannot open the database %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/store/Store.cpp" line="156"/>
        <source>Reading the database id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/store/Store.cpp" line="169"/>
        <location filename="../engine/store/Store.cpp" line="219"/>
        <location filename="../engine/store/Store.cpp" line="244"/>
        <source>Saving the sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/store/Store.cpp" line="216"/>
        <source>A sandbox named &quot;%1&quot; already exists. Choose another name or destroy that sandbox first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/store/Store.cpp" line="226"/>
        <location filename="../engine/store/Store.cpp" line="240"/>
        <source>Saving the sandbox steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/store/Store.cpp" line="256"/>
        <source>Removing the sandbox record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/store/Store.cpp" line="269"/>
        <source>Listing sandboxes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/store/Store.cpp" line="290"/>
        <source>Looking up the sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/store/Store.cpp" line="307"/>
        <source>Checking the sandbox name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/store/Store.cpp" line="325"/>
        <source>Recording the command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/store/Store.cpp" line="339"/>
        <source>Reading the run history</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>shadowbox::TaskProgressWidget</name>
    <message>
        <location filename="../widgets/common/TaskProgressWidget.cpp" line="22"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/common/TaskProgressWidget.cpp" line="35"/>
        <source>Canceling…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>shadowbox::WorkspaceCopier</name>
    <message>
        <location filename="../engine/sandbox/WorkspaceCopier.cpp" line="111"/>
        <source>Cannot create the workspace folder %1. Check that the data folder is writable and the disk is not full.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/WorkspaceCopier.cpp" line="150"/>
        <source>The workspace copy was canceled.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
