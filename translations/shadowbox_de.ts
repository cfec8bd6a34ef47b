<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>EngineDoctor</name>
    <message numerus="yes">
        <location filename="../engine/runtime/EngineDoctor.cpp" line="140"/>
        <source>%n image(s); testing with %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
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
        <location filename="../widgets/StateAppearance.cpp" line="59"/>
        <source>unlimited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/StateAppearance.cpp" line="61"/>
        <source>%1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/StateAppearance.cpp" line="63"/>
        <source>%1 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/StateAppearance.cpp" line="84"/>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/StateAppearance.cpp" line="85"/>
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
        <location filename="../widgets/Prompter.cpp" line="26"/>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SandboxState</name>
    <message>
        <location filename="../engine/sandbox/SandboxTypes.cpp" line="30"/>
        <source>Creating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxTypes.cpp" line="32"/>
        <source>Running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxTypes.cpp" line="34"/>
        <source>Stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxTypes.cpp" line="36"/>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxTypes.cpp" line="38"/>
        <source>Destroyed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxTypes.cpp" line="40"/>
        <source>Lost</source>
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
        <location filename="../engine/runtime/EngineDoctor.cpp" line="26"/>
        <source>Podman&apos;s default runtime crun cannot run containers on this machine&apos;s cgroup setup. Use runc instead: install it and set `runtime = &quot;runc&quot;` in the [engine] section of ~/.config/containers/containers.conf.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="33"/>
        <source>The engine&apos;s default ulimits cannot be raised here (missing CAP_SYS_RESOURCE). Clear them: set `default_ulimits = []` in the [containers] section of ~/.config/containers/containers.conf.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="41"/>
        <source>Rootless Podman needs subordinate user and group ids for your user. Add them and migrate Podman&apos;s storage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="48"/>
        <source>No OCI runtime is installed, so the engine cannot start containers. Install runc (or crun).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="53"/>
        <source>The engine was denied a permission it needs to start a container: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="56"/>
        <source>The image is not available locally. Build the starter image with `shadowbox image starter`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="60"/>
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
        <location filename="../engine/store/Migrations.cpp" line="84"/>
        <source>Cannot read the database version: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/store/Migrations.cpp" line="97"/>
        <source>The database %1 was written by a newer Shadowbox (schema %2, this version knows up to %3). Update Shadowbox, or point SHADOWBOX_DATA_DIR at another folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/store/Migrations.cpp" line="106"/>
        <source>Cannot start a migration: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/store/Migrations.cpp" line="113"/>
        <location filename="../engine/store/Migrations.cpp" line="120"/>
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
        <location filename="../widgets/Banner.cpp" line="25"/>
        <location filename="../widgets/Banner.cpp" line="26"/>
        <source>Dismiss</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>shadowbox::CommandPanel</name>
    <message>
        <location filename="../widgets/CommandPanel.cpp" line="91"/>
        <source>&amp;Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/CommandPanel.cpp" line="92"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/CommandPanel.cpp" line="105"/>
        <source>Command to run in /workspace, e.g. ls -la</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/CommandPanel.cpp" line="109"/>
        <source>Runs with /bin/sh -c in /workspace. Enter runs; Up and Down recall earlier commands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/CommandPanel.cpp" line="122"/>
        <source>Output of the commands you run appears here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/CommandPanel.cpp" line="136"/>
        <source>Double-click a command to put it back on the command line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/CommandPanel.cpp" line="140"/>
        <source>Output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/CommandPanel.cpp" line="141"/>
        <location filename="../widgets/CommandPanel.cpp" line="426"/>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/CommandPanel.cpp" line="275"/>
        <source>Running…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/CommandPanel.cpp" line="299"/>
        <source>Canceling…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/CommandPanel.cpp" line="343"/>
        <source>[canceled]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/CommandPanel.cpp" line="343"/>
        <source>[failed: %1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/CommandPanel.cpp" line="345"/>
        <source>canceled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/CommandPanel.cpp" line="348"/>
        <source>canceled · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/CommandPanel.cpp" line="349"/>
        <source>exit %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/CommandPanel.cpp" line="402"/>
        <source>Select a sandbox to run commands in it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/CommandPanel.cpp" line="404"/>
        <source>Connect to an engine to run commands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/CommandPanel.cpp" line="406"/>
        <source>Start the sandbox to run commands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/CommandPanel.cpp" line="426"/>
        <source>History (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>shadowbox::DoctorCheckModel</name>
    <message>
        <location filename="../widgets/DoctorCheckModel.cpp" line="59"/>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/DoctorCheckModel.cpp" line="61"/>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/DoctorCheckModel.cpp" line="63"/>
        <source>Fix</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>shadowbox::DoctorDialog</name>
    <message>
        <location filename="../widgets/DoctorDialog.cpp" line="26"/>
        <source>&amp;Copy Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/DoctorDialog.cpp" line="28"/>
        <source>Engine Doctor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/DoctorDialog.cpp" line="31"/>
        <source>Checking the engine: it answers, it has an image, and it can run a container…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/DoctorDialog.cpp" line="83"/>
        <source>All checks passed: sandboxes can run on this engine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/DoctorDialog.cpp" line="84"/>
        <source>Some checks failed. Each row says what was found and how to fix it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/DoctorDialog.cpp" line="86"/>
        <source>Applied automatically: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/DoctorDialog.cpp" line="97"/>
        <source>ok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/DoctorDialog.cpp" line="97"/>
        <source>FAIL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/DoctorDialog.cpp" line="99"/>
        <source>fix: %1</source>
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
        <location filename="../engine/runtime/EngineClient.cpp" line="215"/>
        <source>Asking the engine for its version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="240"/>
        <source>Listing images</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="270"/>
        <source>Looking up image %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="297"/>
        <source>Importing image %1:%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="311"/>
        <source>Importing image %1:%2 failed: the engine said &quot;%3&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="314"/>
        <source>Importing image %1:%2 failed: the engine did not say which image it made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="325"/>
        <source>Tagging image %1 as %2:%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="334"/>
        <source>Removing image %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="370"/>
        <source>Creating the container</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="375"/>
        <source>Creating the container failed: the engine returned no id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="386"/>
        <source>Starting the container</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="399"/>
        <source>Stopping the container</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="409"/>
        <source>Removing the container</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="434"/>
        <source>Inspecting the container</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="443"/>
        <source>Listing containers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="473"/>
        <source>Creating network %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="486"/>
        <source>Removing network %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="491"/>
        <source>Listing networks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="506"/>
        <source>Listing volumes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="523"/>
        <source>Removing volume %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="539"/>
        <source>Preparing the command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="552"/>
        <source>Running the command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="565"/>
        <source>Reading the command&apos;s exit code</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>shadowbox::EngineConnector</name>
    <message>
        <location filename="../engine/runtime/EngineConnector.cpp" line="70"/>
        <source>Trying %1 (%2)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineConnector.cpp" line="82"/>
        <source>The engine chosen in Settings does not answer. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineConnector.cpp" line="90"/>
        <source>No container engine answered. Install Podman (`sudo apt install podman`, `sudo dnf install podman` or `brew install podman`) or start Docker, then try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineConnector.cpp" line="93"/>
        <source>Tried: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineConnector.cpp" line="99"/>
        <source>Starting Shadowbox&apos;s own Podman service…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineConnector.cpp" line="112"/>
        <source>Shadowbox started `podman system service` but it did not answer within %1 seconds. Run `podman info` in a terminal to see what Podman reports. Service output: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineConnector.cpp" line="115"/>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>shadowbox::EngineDoctor</name>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="81"/>
        <source>Waiting for the test container</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="88"/>
        <source>The test container exited with status %1 instead of 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="99"/>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="103"/>
        <source>Engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="104"/>
        <source>%1 at %2 (API %3, found via %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="110"/>
        <source>API version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="111"/>
        <source>%1 (Shadowbox needs 1.41 or newer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="112"/>
        <source>The engine speaks API %1 but Shadowbox needs 1.41 or newer (Docker 20.10+, Podman 3+).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="115"/>
        <source>Upgrade the engine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="120"/>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="133"/>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="140"/>
        <source>Images</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="134"/>
        <source>The engine has no images, so no sandbox can start. Shadowbox can build a small starter image offline from this machine&apos;s busybox.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="147"/>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="160"/>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="167"/>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="172"/>
        <source>Run a container</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="147"/>
        <source>`true` ran in %1 and exited 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="155"/>
        <source>Set %1 = %2 in Shadowbox&apos;s own containers.conf (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="167"/>
        <source>(Engine message: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="172"/>
        <source>The container still fails after applying fixes.</source>
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
        <location filename="../engine/git/GitRepository.cpp" line="67"/>
        <source>%1 is not a git repository (it has no .git). Pick the top folder of a repository, or run `git init &amp;&amp; git add -A &amp;&amp; git commit -m initial` there first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/git/GitRepository.cpp" line="72"/>
        <source>Cannot open the git repository at %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/git/GitRepository.cpp" line="76"/>
        <source>%1 is a bare repository without a working tree. Pick a clone with checked-out files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/git/GitRepository.cpp" line="96"/>
        <source>Cannot read HEAD: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/git/GitRepository.cpp" line="116"/>
        <source>Cannot read the repository&apos;s status: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>shadowbox::LocalTransport</name>
    <message>
        <location filename="../engine/runtime/Transport.cpp" line="98"/>
        <source>No container engine is listening at %1 (the socket does not exist). Start Podman or Docker, or choose another engine in Settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/Transport.cpp" line="103"/>
        <source>The container engine at %1 refused the connection; it is probably not running. Start it (for example `systemctl start docker` or `podman system service`) and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/Transport.cpp" line="109"/>
        <source>Permission denied on the engine socket %1. Add your user to the group that owns it (for Docker: `sudo usermod -aG docker $USER`, then log in again) or use rootless Podman.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/Transport.cpp" line="115"/>
        <source>The container engine at %1 did not accept the connection in time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/Transport.cpp" line="119"/>
        <source>Cannot connect to the container engine at %1: %2.</source>
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
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="136"/>
        <source>Ctrl+Q</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="140"/>
        <source>&amp;About Shadowbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="147"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="152"/>
        <source>&amp;Sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="161"/>
        <source>&amp;Engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="165"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="171"/>
        <source>Sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="189"/>
        <source>Retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="190"/>
        <source>Run Doctor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="194"/>
        <source>Clean Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="198"/>
        <source>Removing the orphaned containers and networks…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="204"/>
        <source>Build Starter Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="252"/>
        <source>No sandboxes yet.
A sandbox is a private copy of a repository in a network-isolated container.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="333"/>
        <source>Not connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="347"/>
        <source>Shadowbox cannot open its database. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="374"/>
        <source>Orphans Removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="376"/>
        <source>Some Orphans Remain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="384"/>
        <source>The engine has no images yet, so no sandbox can start. Shadowbox can build a small starter image offline from this machine&apos;s busybox.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="396"/>
        <source>Could Not Build the Starter Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="399"/>
        <source>The starter image is ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="462"/>
        <source>last recorded; no engine connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="512"/>
        <source>Creating the sandbox…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="519"/>
        <source>Creation canceled; nothing was left behind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="521"/>
        <source>Could Not Create the Sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="533"/>
        <source>Sandbox &quot;%1&quot; is running (created in %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="550"/>
        <source>Starting &quot;%1&quot;…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="555"/>
        <source>Could Not Start the Sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="571"/>
        <source>Stopping &quot;%1&quot;…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="576"/>
        <source>Could Not Stop the Sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="589"/>
        <source>Destroy Sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="590"/>
        <source>Destroy the sandbox &quot;%1&quot;?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="591"/>
        <source>its container %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="593"/>
        <source>its private network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="594"/>
        <source>its workspace copy at %1, with every change made inside the sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="595"/>
        <source>This removes %1. The repository at %2 is not touched.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="595"/>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="596"/>
        <source>Destroy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="614"/>
        <source>Destroying &quot;%1&quot;…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="619"/>
        <source>Could Not Destroy the Sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="622"/>
        <source>Destroyed &quot;%1&quot;. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="645"/>
        <source>Building the starter image…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="652"/>
        <source>About Shadowbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="653"/>
        <source>Shadowbox %1

Disposable, network-isolated sandboxes for prototyping with coding agents.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="666"/>
        <source>Connecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="678"/>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="679"/>
        <source>%1 at %2, API %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="681"/>
        <source>Connected to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="689"/>
        <source>No engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="696"/>
        <source>No container engine is available, so sandboxes cannot be created, started or used. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="713"/>
        <source>Orphaned containers from earlier sessions: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="714"/>
        <source>Orphaned networks from earlier sessions: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="716"/>
        <source>%1 They carry Shadowbox&apos;s label but belong to no sandbox it knows; Clean Up removes them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="724"/>
        <source>Sandboxes whose container was removed outside Shadowbox: %1. Destroy them to clean up.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>shadowbox::NewSandboxDialog</name>
    <message>
        <location filename="../widgets/NewSandboxDialog.cpp" line="44"/>
        <source>New Sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/NewSandboxDialog.cpp" line="48"/>
        <source>A folder inside a git repository</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/NewSandboxDialog.cpp" line="50"/>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/NewSandboxDialog.cpp" line="61"/>
        <source>Optional: derived from the repository folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/NewSandboxDialog.cpp" line="63"/>
        <source>None — no network (default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/NewSandboxDialog.cpp" line="64"/>
        <source>Internal network — containers of this sandbox only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/NewSandboxDialog.cpp" line="67"/>
        <source>Sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/NewSandboxDialog.cpp" line="70"/>
        <source>&amp;Repository:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/NewSandboxDialog.cpp" line="71"/>
        <source>&amp;Image:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/NewSandboxDialog.cpp" line="72"/>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/NewSandboxDialog.cpp" line="73"/>
        <source>Net&amp;work:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/NewSandboxDialog.cpp" line="82"/>
        <source> MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/NewSandboxDialog.cpp" line="84"/>
        <source>Memory limit of the sandbox container</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/NewSandboxDialog.cpp" line="90"/>
        <source>How many CPUs the sandbox may use at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/NewSandboxDialog.cpp" line="95"/>
        <source>Maximum number of processes inside the sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/NewSandboxDialog.cpp" line="98"/>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/NewSandboxDialog.cpp" line="100"/>
        <source>How long Stop waits for the sandbox to exit before killing it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/NewSandboxDialog.cpp" line="102"/>
        <source>Limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/NewSandboxDialog.cpp" line="109"/>
        <source>&amp;Memory:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/NewSandboxDialog.cpp" line="110"/>
        <source>&amp;CPUs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/NewSandboxDialog.cpp" line="111"/>
        <source>&amp;Processes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/NewSandboxDialog.cpp" line="112"/>
        <source>&amp;Stop timeout:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/NewSandboxDialog.cpp" line="119"/>
        <source>Create</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/NewSandboxDialog.cpp" line="138"/>
        <source>Loading images…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/NewSandboxDialog.cpp" line="162"/>
        <source>No images available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/NewSandboxDialog.cpp" line="178"/>
        <source>No images: build the starter image first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/NewSandboxDialog.cpp" line="206"/>
        <source>Choose a Repository</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/NewSandboxDialog.cpp" line="231"/>
        <source>Choose the repository to copy into the sandbox.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/NewSandboxDialog.cpp" line="233"/>
        <source>The folder &quot;%1&quot; does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/NewSandboxDialog.cpp" line="239"/>
        <source>Waiting for the engine&apos;s list of images…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/NewSandboxDialog.cpp" line="243"/>
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
        <location filename="../widgets/RunHistoryModel.cpp" line="36"/>
        <source>canceled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/RunHistoryModel.cpp" line="36"/>
        <source>exit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/RunHistoryModel.cpp" line="69"/>
        <source>Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/RunHistoryModel.cpp" line="71"/>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/RunHistoryModel.cpp" line="73"/>
        <source>Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/RunHistoryModel.cpp" line="75"/>
        <source>Started</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>shadowbox::SandboxDetailsPanel</name>
    <message>
        <location filename="../widgets/SandboxDetailsPanel.cpp" line="34"/>
        <source>Select a sandbox to see its details, or create one with New Sandbox (Ctrl+N).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/SandboxDetailsPanel.cpp" line="51"/>
        <source>Sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/SandboxDetailsPanel.cpp" line="53"/>
        <source>State:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/SandboxDetailsPanel.cpp" line="54"/>
        <source>Engine:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/SandboxDetailsPanel.cpp" line="55"/>
        <source>Image:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/SandboxDetailsPanel.cpp" line="56"/>
        <source>Network:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/SandboxDetailsPanel.cpp" line="57"/>
        <source>Created:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/SandboxDetailsPanel.cpp" line="58"/>
        <source>Container:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/SandboxDetailsPanel.cpp" line="60"/>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/SandboxDetailsPanel.cpp" line="62"/>
        <source>Repository:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/SandboxDetailsPanel.cpp" line="63"/>
        <source>Baseline:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/SandboxDetailsPanel.cpp" line="64"/>
        <source>Workspace:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/SandboxDetailsPanel.cpp" line="65"/>
        <source>Files copied:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/SandboxDetailsPanel.cpp" line="67"/>
        <source>Limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/SandboxDetailsPanel.cpp" line="69"/>
        <source>Memory:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/SandboxDetailsPanel.cpp" line="70"/>
        <source>CPUs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/SandboxDetailsPanel.cpp" line="71"/>
        <source>Processes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/SandboxDetailsPanel.cpp" line="72"/>
        <source>Stop timeout:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/SandboxDetailsPanel.cpp" line="74"/>
        <source>Creation steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/SandboxDetailsPanel.cpp" line="90"/>
        <source>Last error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/SandboxDetailsPanel.cpp" line="132"/>
        <source>Scan repository:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/SandboxDetailsPanel.cpp" line="134"/>
        <source>Check image:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/SandboxDetailsPanel.cpp" line="136"/>
        <source>Copy files:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/SandboxDetailsPanel.cpp" line="138"/>
        <source>Create network:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/SandboxDetailsPanel.cpp" line="140"/>
        <source>Create container:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/SandboxDetailsPanel.cpp" line="142"/>
        <source>Start container:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/SandboxDetailsPanel.cpp" line="144"/>
        <source>Total:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/SandboxDetailsPanel.cpp" line="174"/>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/SandboxDetailsPanel.cpp" line="177"/>
        <source>Sandbox id %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/SandboxDetailsPanel.cpp" line="186"/>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/SandboxDetailsPanel.cpp" line="187"/>
        <source>%1 %2 · %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/SandboxDetailsPanel.cpp" line="190"/>
        <source>Internal network — containers of this sandbox only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/SandboxDetailsPanel.cpp" line="191"/>
        <source>None — no network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/SandboxDetailsPanel.cpp" line="194"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/SandboxDetailsPanel.cpp" line="197"/>
        <source>no commit</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/SandboxDetailsPanel.cpp" line="200"/>
        <source>%n uncommitted</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/SandboxDetailsPanel.cpp" line="202"/>
        <source>%n untracked</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/SandboxDetailsPanel.cpp" line="204"/>
        <source> + %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/SandboxDetailsPanel.cpp" line="204"/>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/SandboxDetailsPanel.cpp" line="208"/>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/SandboxDetailsPanel.cpp" line="211"/>
        <location filename="../widgets/SandboxDetailsPanel.cpp" line="212"/>
        <source>unlimited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/SandboxDetailsPanel.cpp" line="213"/>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/SandboxDetailsPanel.cpp" line="221"/>
        <source>failed after %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>shadowbox::SandboxListModel</name>
    <message>
        <location filename="../widgets/SandboxListModel.cpp" line="59"/>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/SandboxListModel.cpp" line="82"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/SandboxListModel.cpp" line="84"/>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/SandboxListModel.cpp" line="86"/>
        <source>Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/SandboxListModel.cpp" line="88"/>
        <source>Engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/SandboxListModel.cpp" line="90"/>
        <source>Created</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>shadowbox::SandboxManager</name>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="102"/>
        <source>The name &quot;%1&quot; cannot be used: use 1 to 63 letters, digits, &apos;.&apos;, &apos;_&apos; or &apos;-&apos;, starting with a letter or digit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="115"/>
        <source>No sandbox is called &quot;%1&quot;. Run `shadowbox sandbox list` to see the sandboxes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="193"/>
        <source>Checking the repository</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="195"/>
        <source>No image was chosen. Pick an image, or build the starter image with `shadowbox image starter`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="199"/>
        <source>Limits cannot be negative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="213"/>
        <source>A sandbox named &quot;%1&quot; already exists. Choose another name or destroy that sandbox first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="241"/>
        <source>The image &quot;%1&quot; is not available on %2. Pick one of the local images, build the starter image (`shadowbox image starter`), or pull it (`%3 pull %1`).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="250"/>
        <source>Undoing the partial sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="257"/>
        <source>Shadowbox could not remove everything it had made; the leftovers appear as orphans at the next start and can be cleaned up there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/sandbox/SandboxManager.cpp" line="264"/>
        <source>Copying %n file(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="270"/>
        <source>Copying files (%1 of %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="283"/>
        <source>Creating the private network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="293"/>
        <source>Creating the container</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="312"/>
        <source>Starting the container</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="321"/>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="331"/>
        <source>Sandbox &quot;%1&quot; is %2 and cannot be started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="336"/>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="619"/>
        <source>Its container no longer exists on the engine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="338"/>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="362"/>
        <source>Sandbox &quot;%1&quot; is lost: its container was removed outside Shadowbox. Destroy it to clean up its workspace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="356"/>
        <source>Sandbox &quot;%1&quot; is %2 and cannot be stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="379"/>
        <source>Sandbox &quot;%1&quot; is already destroyed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="390"/>
        <source>Sandbox &quot;%1&quot; was not fully removed. %2 Try Destroy again; if it persists, check the engine with `shadowbox doctor`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="482"/>
        <source>The command is empty. Type a command to run in the sandbox.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="484"/>
        <source>Sandbox &quot;%1&quot; is %2. Start it first (`shadowbox sandbox start %1`).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="500"/>
        <source>Sandbox &quot;%1&quot; cannot run commands: its container is not running (%2). Start it again, or destroy it if it is lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="601"/>
        <source>Creation was interrupted and its cleanup is incomplete.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>shadowbox::SessionController</name>
    <message>
        <location filename="../widgets/SessionController.cpp" line="45"/>
        <source>Connecting to the engine…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/SessionController.cpp" line="153"/>
        <location filename="../widgets/SessionController.cpp" line="156"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/SessionController.cpp" line="175"/>
        <source>Building the starter image…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>shadowbox::SocketConnection</name>
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
        <location filename="../engine/store/Store.cpp" line="160"/>
        <location filename="../engine/store/Store.cpp" line="210"/>
        <location filename="../engine/store/Store.cpp" line="235"/>
        <source>Saving the sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/store/Store.cpp" line="207"/>
        <source>A sandbox named &quot;%1&quot; already exists. Choose another name or destroy that sandbox first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/store/Store.cpp" line="217"/>
        <location filename="../engine/store/Store.cpp" line="231"/>
        <source>Saving the sandbox steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/store/Store.cpp" line="247"/>
        <source>Removing the sandbox record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/store/Store.cpp" line="260"/>
        <source>Listing sandboxes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/store/Store.cpp" line="281"/>
        <source>Looking up the sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/store/Store.cpp" line="298"/>
        <source>Checking the sandbox name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/store/Store.cpp" line="316"/>
        <source>Recording the command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/store/Store.cpp" line="330"/>
        <source>Reading the run history</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>shadowbox::TaskProgressWidget</name>
    <message>
        <location filename="../widgets/TaskProgressWidget.cpp" line="22"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/TaskProgressWidget.cpp" line="35"/>
        <source>Canceling…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>shadowbox::TcpTransport</name>
    <message>
        <location filename="../engine/runtime/Transport.cpp" line="144"/>
        <source>Cannot connect to the container engine at %1: %2. Check the address and that the engine listens on TCP.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>shadowbox::TeardownProof</name>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="66"/>
        <source>Nothing labelled with this sandbox remains on the engine, and its workspace is gone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/sandbox/SandboxManager.cpp" line="69"/>
        <source>%n container(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/sandbox/SandboxManager.cpp" line="71"/>
        <source>%n network(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/sandbox/SandboxManager.cpp" line="73"/>
        <source>%n volume(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="75"/>
        <source>the workspace folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="76"/>
        <source>Still present after teardown: %1.</source>
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
<context>
    <name>shadowbox::cli</name>
    <message>
        <location filename="../app/Cli.cpp" line="72"/>
        <location filename="../app/Cli.cpp" line="78"/>
        <source>shadowbox: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="208"/>
        <source>Usage: shadowbox [&lt;command&gt; [options]]

Without a command, Shadowbox opens its window. Commands run without a display:

  engines                      List the container engines Shadowbox can find, in discovery order
  doctor                       Check the engine: reachable, images, a trivial container runs
  image list                   List the engine&apos;s local images
  image starter                Build the offline starter image from this machine&apos;s busybox
  sandbox create --repo PATH --image IMAGE [--name N] [--memory 2g] [--cpus 2]
                 [--pids 1024] [--stop-timeout 10] [--network none|internal]
  sandbox list [--all]         List sandboxes (--all includes destroyed ones)
  sandbox show NAME            Details, step timings and run history
  sandbox exec NAME -- CMD...  Run a command in /workspace, streaming its output
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
        <location filename="../app/Cli.cpp" line="246"/>
        <source>Show this help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="249"/>
        <source>See `%1 --help`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="253"/>
        <source>Usage: shadowbox %1

%2

</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="271"/>
        <source>Lists the engine addresses Shadowbox tries, in order, and whether each answers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="275"/>
        <source>ADDRESS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="275"/>
        <source>FOUND VIA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="275"/>
        <source>STATUS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="282"/>
        <source>%1, API %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="297"/>
        <source>not available (Podman is not installed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="298"/>
        <source>available: Shadowbox starts `%1 system service` when nothing above answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="304"/>
        <source>Embedded Podman service: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="315"/>
        <source>Checks that the engine answers, that an image is available and that a trivial container runs. Fixes what it can for the Podman service Shadowbox starts itself, and names the command to run for the rest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="342"/>
        <source>fixed  %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="344"/>
        <source>ok   </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="344"/>
        <source>FAIL </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="346"/>
        <source>       fix: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="359"/>
        <source>Lists the engine&apos;s local images.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="367"/>
        <location filename="../app/Cli.cpp" line="477"/>
        <source>IMAGE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="367"/>
        <source>SIZE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="367"/>
        <location filename="../app/Cli.cpp" line="477"/>
        <source>CREATED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="384"/>
        <source>Builds %1 offline from this machine&apos;s static busybox and imports it into the engine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="396"/>
        <source>%1 is ready.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="400"/>
        <source>unknown image command &quot;%1&quot;. Use `shadowbox image list` or `shadowbox image starter`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="412"/>
        <source>The git repository to copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="412"/>
        <source>path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="413"/>
        <source>The image to run (default %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="414"/>
        <source>image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="415"/>
        <source>A unique name (default: from the folder).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="415"/>
        <source>name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="416"/>
        <source>Memory limit, e.g. 512m or 2g (default 2g).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="416"/>
        <source>size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="417"/>
        <source>CPU limit (default 2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="417"/>
        <location filename="../app/Cli.cpp" line="418"/>
        <source>n</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="418"/>
        <source>Process limit (default 1024).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="419"/>
        <source>Seconds to wait on stop before killing (default 10).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="419"/>
        <source>s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="420"/>
        <source>none (default) or internal (a private network with no route out).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="420"/>
        <source>mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="423"/>
        <source>Copies the repository (HEAD, uncommitted and untracked files) into a private workspace and starts a container with it at /workspace, root inside, no network.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="428"/>
        <source>--repo is required: the path of the git repository to copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="439"/>
        <source>a limit is not a positive number; see `shadowbox sandbox create --help`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="443"/>
        <source>--network must be none or internal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="458"/>
        <source>Created sandbox %1 (%2) from %3 at %4 in %5 ms.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="460"/>
        <source>no commit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="467"/>
        <source>Include destroyed sandboxes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="469"/>
        <source>Lists sandboxes from Shadowbox&apos;s database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="477"/>
        <source>NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="477"/>
        <source>ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="477"/>
        <source>STATE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="477"/>
        <source>ENGINE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="492"/>
        <source>Shows one sandbox, its step timings and its recent commands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="495"/>
        <source>name one sandbox: `shadowbox sandbox show NAME`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="503"/>
        <source>No sandbox is called &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="522"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="523"/>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="524"/>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="525"/>
        <source>Engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="526"/>
        <source>Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="527"/>
        <source>Repository</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="528"/>
        <source>Baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="528"/>
        <source>%1 + %2 uncommitted, %3 untracked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="529"/>
        <source>(no commit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="532"/>
        <source>Workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="532"/>
        <source>%1 (%2 files, %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="533"/>
        <source>Network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="534"/>
        <source>Limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="534"/>
        <source>%1 memory, %2 CPUs, %3 processes, stop timeout %4 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="539"/>
        <source>Created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="542"/>
        <source>Last error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="547"/>
        <source>Steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="550"/>
        <source>
Recent commands:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="551"/>
        <source>EXIT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="551"/>
        <source>MS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="551"/>
        <source>COMMAND</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="553"/>
        <source>canceled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="563"/>
        <source>Runs a command with /bin/sh -c in the sandbox&apos;s /workspace, streaming stdout and stderr. Exits with the command&apos;s exit code. A single argument is taken as a shell command line; several are quoted and joined.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="570"/>
        <source>name a sandbox and a command: `shadowbox sandbox exec NAME -- make test`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="604"/>
        <source>Starts a stopped sandbox.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="605"/>
        <source>Stops a running sandbox (its workspace is kept).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="606"/>
        <source>Removes the sandbox&apos;s container, network, volumes and workspace copy, then checks that nothing labelled with it remains on the engine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="611"/>
        <source>name one sandbox: `shadowbox %1`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="623"/>
        <source>Destroyed %1. %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="629"/>
        <source>%1 is %2.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="635"/>
        <source>Remove orphaned containers and networks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="638"/>
        <source>Compares Shadowbox&apos;s database with the engine: marks sandboxes whose container vanished as lost, finishes interrupted creations and lists orphaned resources (labelled but unknown).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="666"/>
        <source>orphan %1: %2%3
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="670"/>
        <source> (removed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="670"/>
        <source> (removal failed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="674"/>
        <source>lost   %1: its container no longer exists
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="676"/>
        <source>interrupted creation of %1 cleaned up
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="678"/>
        <source>Everything matches: no orphans, nothing lost.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="684"/>
        <source>unknown sandbox command &quot;%1&quot;. See `shadowbox --help`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="720"/>
        <source>unknown command &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>shadowbox::starter</name>
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
</TS>
