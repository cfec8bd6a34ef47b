<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
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
        <location filename="../engine/runtime/EngineClient.cpp" line="345"/>
        <source>Pulling %1 failed: the engine said &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="347"/>
        <source>No registry can be reached from the engine. Connect this machine to a network (or configure a registry mirror), or build the offline starter image with `shadowbox image starter`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="352"/>
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
        <location filename="../widgets/Banner.cpp" line="25"/>
        <location filename="../widgets/Banner.cpp" line="26"/>
        <source>Dismiss</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>shadowbox::CommandPanel</name>
    <message>
        <location filename="../widgets/CommandPanel.cpp" line="93"/>
        <source>&amp;Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/CommandPanel.cpp" line="94"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/CommandPanel.cpp" line="107"/>
        <source>Command to run in /workspace, e.g. ls -la</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/CommandPanel.cpp" line="111"/>
        <source>Runs with /bin/sh -c in /workspace. Enter runs; Up and Down recall earlier commands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/CommandPanel.cpp" line="124"/>
        <source>Output of the commands you run appears here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/CommandPanel.cpp" line="138"/>
        <source>Double-click a command to put it back on the command line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/CommandPanel.cpp" line="142"/>
        <source>Output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/CommandPanel.cpp" line="143"/>
        <location filename="../widgets/CommandPanel.cpp" line="457"/>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/CommandPanel.cpp" line="277"/>
        <source>Running…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/CommandPanel.cpp" line="301"/>
        <source>Canceling…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/CommandPanel.cpp" line="337"/>
        <source>[… %1 of output not shown …]
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/CommandPanel.cpp" line="374"/>
        <source>[canceled]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/CommandPanel.cpp" line="374"/>
        <source>[failed: %1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/CommandPanel.cpp" line="376"/>
        <source>canceled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/CommandPanel.cpp" line="379"/>
        <source>canceled · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/CommandPanel.cpp" line="380"/>
        <source>exit %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/CommandPanel.cpp" line="433"/>
        <source>Select a sandbox to run commands in it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/CommandPanel.cpp" line="435"/>
        <source>Connect to an engine to run commands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/CommandPanel.cpp" line="437"/>
        <source>Start the sandbox to run commands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/CommandPanel.cpp" line="457"/>
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
    <name>shadowbox::EngineCandidateModel</name>
    <message>
        <location filename="../widgets/EngineCandidateModel.cpp" line="39"/>
        <source>Probing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/EngineCandidateModel.cpp" line="61"/>
        <source>Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/EngineCandidateModel.cpp" line="63"/>
        <source>Found via</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/EngineCandidateModel.cpp" line="65"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/EngineCandidateModel.cpp" line="85"/>
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
        <location filename="../engine/runtime/EngineClient.cpp" line="388"/>
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
        <location filename="../engine/runtime/EngineClient.cpp" line="362"/>
        <source>No image name was given to pull.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="403"/>
        <source>Tagging image %1 as %2:%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="412"/>
        <source>Removing image %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="448"/>
        <source>Creating the container</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="453"/>
        <source>Creating the container failed: the engine returned no id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="464"/>
        <source>Starting the container</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="477"/>
        <source>Stopping the container</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="487"/>
        <source>Removing the container</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="512"/>
        <source>Inspecting the container</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="521"/>
        <source>Listing containers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="551"/>
        <source>Creating network %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="564"/>
        <source>Removing network %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="569"/>
        <source>Listing networks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="584"/>
        <source>Listing volumes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="601"/>
        <source>Removing volume %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="617"/>
        <source>Preparing the command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="630"/>
        <source>Running the command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineClient.cpp" line="643"/>
        <source>Reading the command&apos;s exit code</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>shadowbox::EngineConnector</name>
    <message>
        <location filename="../engine/runtime/EngineConnector.cpp" line="73"/>
        <source>Trying %1 (%2)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineConnector.cpp" line="85"/>
        <source>The engine chosen in File ▸ Settings (or with SHADOWBOX_ENGINE) does not answer. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineConnector.cpp" line="94"/>
        <source>No container engine answered. Install Podman (`sudo apt install podman`, `sudo dnf install podman` or `brew install podman`) or start Docker, then try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineConnector.cpp" line="97"/>
        <source>Tried: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineConnector.cpp" line="103"/>
        <source>Starting Shadowbox&apos;s own Podman service…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineConnector.cpp" line="116"/>
        <source>Shadowbox started `podman system service` but it did not answer within %1 seconds. Run `podman info` in a terminal to see what Podman reports. Service output: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineConnector.cpp" line="119"/>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>shadowbox::EngineDoctor</name>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="99"/>
        <source>Waiting for the test container</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="106"/>
        <source>The test container exited with status %1 instead of 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="117"/>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="121"/>
        <source>Engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="122"/>
        <source>%1 at %2 (API %3, found via %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="128"/>
        <source>API version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="129"/>
        <source>%1 (Shadowbox needs 1.41 or newer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="130"/>
        <source>The engine speaks API %1 but Shadowbox needs 1.41 or newer (Docker 20.10+, Podman 3+).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="133"/>
        <source>Upgrade the engine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="138"/>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="151"/>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="158"/>
        <source>Images</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="152"/>
        <source>The engine has no images, so no sandbox can start. Shadowbox can build a small starter image offline from this machine&apos;s busybox.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="158"/>
        <source>local images: %1; testing with %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="165"/>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="178"/>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="185"/>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="190"/>
        <source>Run a container</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="165"/>
        <source>`true` ran in %1 and exited 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="173"/>
        <source>Set %1 = %2 in Shadowbox&apos;s own containers.conf (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="185"/>
        <source>(Engine message: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/runtime/EngineDoctor.cpp" line="190"/>
        <source>The container still fails after applying fixes.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>shadowbox::EngineSettingsDialog</name>
    <message>
        <location filename="../widgets/EngineSettingsDialog.cpp" line="50"/>
        <source>Find an engine &amp;automatically (recommended)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/EngineSettingsDialog.cpp" line="51"/>
        <source>Always use Shadowbox&apos;s own &amp;Podman service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/EngineSettingsDialog.cpp" line="52"/>
        <source>Use this a&amp;ddress:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/EngineSettingsDialog.cpp" line="58"/>
        <source>&amp;Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/EngineSettingsDialog.cpp" line="62"/>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/EngineSettingsDialog.cpp" line="66"/>
        <source>Try the addresses listed below in order and use the first that answers; if none does, start Shadowbox&apos;s own Podman service.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/EngineSettingsDialog.cpp" line="69"/>
        <source>Run `podman system service` on a private socket, with Shadowbox&apos;s own settings, and stop it when Shadowbox exits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/EngineSettingsDialog.cpp" line="77"/>
        <source>unix:///run/podman/podman.sock or tcp://host:2375</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/EngineSettingsDialog.cpp" line="90"/>
        <source>Container engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/EngineSettingsDialog.cpp" line="100"/>
        <source>Look for engines again and ask each one whether it answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/EngineSettingsDialog.cpp" line="102"/>
        <source>Automatic discovery tries these addresses, in order:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/EngineSettingsDialog.cpp" line="183"/>
        <source>Enter the address of an engine&apos;s API, for example unix:///run/podman/podman.sock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/EngineSettingsDialog.cpp" line="191"/>
        <source>SHADOWBOX_ENGINE is set to %1 in Shadowbox&apos;s environment. It overrides this setting, so the choice below cannot be changed while it is set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/EngineSettingsDialog.cpp" line="237"/>
        <source>Podman is not installed, so if none of these answers there is no engine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/EngineSettingsDialog.cpp" line="238"/>
        <source>If none of these answers, Shadowbox starts its own Podman service (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/EngineSettingsDialog.cpp" line="267"/>
        <source>Probing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/EngineSettingsDialog.cpp" line="277"/>
        <source>No engine address found on this machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/EngineSettingsDialog.cpp" line="278"/>
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
    <name>shadowbox::LocalTransport</name>
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
</context>
<context>
    <name>shadowbox::MainWindow</name>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="51"/>
        <source>Shadowbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="77"/>
        <source>&amp;New Sandbox…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="80"/>
        <source>Copy a repository into a new network-isolated sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="84"/>
        <source>&amp;Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="86"/>
        <source>Ctrl+R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="87"/>
        <source>Start the selected sandbox&apos;s container</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="91"/>
        <source>S&amp;top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="93"/>
        <source>Ctrl+Shift+R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="94"/>
        <source>Stop the selected sandbox&apos;s container; its workspace is kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="98"/>
        <source>&amp;Destroy…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="104"/>
        <source>Remove the sandbox&apos;s container, network and workspace copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="108"/>
        <source>&amp;Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="112"/>
        <source>Reload the sandboxes and compare them with the engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="115"/>
        <source>Go to &amp;Command Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="117"/>
        <source>Ctrl+L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="124"/>
        <source>Run &amp;Doctor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="126"/>
        <source>Check that the engine answers, has an image and can run a container</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="130"/>
        <source>&amp;Build Starter Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="132"/>
        <source>Build a small busybox image offline, so sandboxes can start without a registry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="136"/>
        <source>&amp;Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="141"/>
        <source>Ctrl+,</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="144"/>
        <source>Choose the container engine Shadowbox uses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="147"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="149"/>
        <source>Ctrl+Q</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="153"/>
        <source>&amp;About Shadowbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="160"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="167"/>
        <source>&amp;Sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="176"/>
        <source>&amp;Engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="180"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="186"/>
        <source>Sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="204"/>
        <source>Retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="205"/>
        <source>Run Doctor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="206"/>
        <source>Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="210"/>
        <source>Clean Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="214"/>
        <source>Removing the orphaned containers and networks…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="220"/>
        <source>Build Starter Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="268"/>
        <source>No sandboxes yet.
A sandbox is a private copy of a repository in a network-isolated container.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="349"/>
        <source>Not connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="363"/>
        <source>Shadowbox cannot open its database. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="390"/>
        <source>Orphans Removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="392"/>
        <source>Some Orphans Remain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="400"/>
        <source>The engine has no images yet, so no sandbox can start. Shadowbox can build a small starter image offline from this machine&apos;s busybox.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="406"/>
        <source>The engine cannot run containers yet. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="410"/>
        <source>Shadowbox repaired its Podman service: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="422"/>
        <source>Could Not Build the Starter Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="425"/>
        <source>The starter image is ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="488"/>
        <source>last recorded; no engine connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="538"/>
        <source>Creating the sandbox…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="545"/>
        <source>Creation canceled; nothing was left behind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="547"/>
        <source>Could Not Create the Sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="559"/>
        <source>Sandbox &quot;%1&quot; is running (created in %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="569"/>
        <source>Starting &quot;%1&quot;…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="569"/>
        <source>Could Not Start the Sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="574"/>
        <source>Stopping &quot;%1&quot;…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="574"/>
        <source>Could Not Stop the Sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="605"/>
        <source>Destroy Sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="606"/>
        <source>Destroy the sandbox &quot;%1&quot;?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="607"/>
        <source>its container %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="609"/>
        <source>its private network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="610"/>
        <source>its workspace copy at %1, with every change made inside the sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="611"/>
        <source>This removes %1. The repository at %2 is not touched.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="611"/>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="612"/>
        <source>Destroy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="630"/>
        <source>Destroying &quot;%1&quot;…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="635"/>
        <source>Could Not Destroy the Sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="638"/>
        <source>Destroyed &quot;%1&quot;. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="669"/>
        <source>Building the starter image…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="676"/>
        <source>About Shadowbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="677"/>
        <source>Shadowbox %1

Disposable, network-isolated sandboxes for prototyping with coding agents.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="690"/>
        <source>Connecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="703"/>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="704"/>
        <source>%1 at %2, API %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="706"/>
        <source>Connected to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="714"/>
        <source>No engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="721"/>
        <source>No container engine is available, so sandboxes cannot be created, started or used. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="738"/>
        <source>Orphaned containers from earlier sessions: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="739"/>
        <source>Orphaned networks from earlier sessions: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="741"/>
        <source>%1 They carry Shadowbox&apos;s label but belong to no sandbox it knows; Clean Up removes them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="749"/>
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
        <location filename="../engine/sandbox/SandboxManager.cpp" line="105"/>
        <source>The name &quot;%1&quot; cannot be used: use 1 to 63 letters, digits, &apos;.&apos;, &apos;_&apos; or &apos;-&apos;, starting with a letter or digit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="118"/>
        <source>No sandbox is called &quot;%1&quot;. Run `shadowbox sandbox list` to see the sandboxes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="236"/>
        <source>Checking the repository</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="238"/>
        <source>No image was chosen. Pick an image, or build the starter image with `shadowbox image starter`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="242"/>
        <source>Limits cannot be negative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="256"/>
        <source>A sandbox named &quot;%1&quot; already exists. Choose another name or destroy that sandbox first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="292"/>
        <source>Undoing the partial sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="299"/>
        <source>Shadowbox could not remove everything it had made; the leftovers appear as orphans at the next start and can be cleaned up there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="312"/>
        <source>Copying files (%1 of %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="326"/>
        <source>Creating the private network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="336"/>
        <source>Creating the container</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="355"/>
        <source>Starting the container</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="364"/>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="370"/>
        <source>Sandbox &quot;%1&quot; is %2 and cannot be started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="393"/>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="653"/>
        <source>Its container no longer exists on the engine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="395"/>
        <source>Sandbox &quot;%1&quot; is lost: its container was removed outside Shadowbox. Destroy it to clean up its workspace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="376"/>
        <source>Sandbox &quot;%1&quot; is %2 and cannot be stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="284"/>
        <source>The image &quot;%1&quot; is not available on %2. Pick one of the local images, build the starter image (`shadowbox image starter`), or pull it (`shadowbox image pull %1`).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="306"/>
        <source>Copying files (0 of %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="411"/>
        <source>Sandbox &quot;%1&quot; is already destroyed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="422"/>
        <source>Sandbox &quot;%1&quot; was not fully removed. %2 Try Destroy again; if it persists, check the engine with `shadowbox doctor`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="514"/>
        <source>The command is empty. Type a command to run in the sandbox.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="516"/>
        <source>Sandbox &quot;%1&quot; is %2. Start it first (`shadowbox sandbox start %1`).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="532"/>
        <source>Sandbox &quot;%1&quot; cannot run commands: its container is not running (%2). Start it again, or destroy it if it is lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="635"/>
        <source>Creation was interrupted and its cleanup is incomplete.</source>
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
        <location filename="../widgets/SessionController.cpp" line="37"/>
        <source>Shadowbox&apos;s own Podman service stopped unexpectedly (exit code %1). Your sandboxes&apos; containers keep running; Retry starts the service again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/SessionController.cpp" line="66"/>
        <location filename="../widgets/SessionController.cpp" line="82"/>
        <source>Connecting to the engine…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/SessionController.cpp" line="127"/>
        <source>Images</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/SessionController.cpp" line="131"/>
        <source>Fix: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/SessionController.cpp" line="223"/>
        <location filename="../widgets/SessionController.cpp" line="226"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/SessionController.cpp" line="245"/>
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
        <location filename="../engine/runtime/Transport.cpp" line="145"/>
        <source>Cannot connect to the container engine at %1: %2. Check the address and that the engine listens on TCP.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>shadowbox::TeardownProof</name>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="69"/>
        <source>Nothing labelled with this sandbox remains on the engine, and its workspace is gone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="72"/>
        <source>containers: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="74"/>
        <source>networks: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="76"/>
        <source>volumes: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="78"/>
        <source>the workspace folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/sandbox/SandboxManager.cpp" line="79"/>
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
        <location filename="../app/Cli.cpp" line="247"/>
        <source>Show this help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="250"/>
        <source>See `%1 --help`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="254"/>
        <source>Usage: shadowbox %1

%2

</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="272"/>
        <source>Lists the engine addresses Shadowbox tries, in order, and whether each answers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="277"/>
        <source>ADDRESS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="277"/>
        <source>FOUND VIA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="277"/>
        <source>STATUS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="284"/>
        <source>%1, API %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="299"/>
        <source>not available (Podman is not installed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="309"/>
        <source>Embedded Podman service: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="320"/>
        <source>Checks that the engine answers, that an image is available and that a trivial container runs. Fixes what it can for the Podman service Shadowbox starts itself, and names the command to run for the rest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="347"/>
        <source>fixed  %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="349"/>
        <source>ok   </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="349"/>
        <source>FAIL </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="351"/>
        <source>       fix: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="364"/>
        <source>Lists the engine&apos;s local images.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="372"/>
        <location filename="../app/Cli.cpp" line="514"/>
        <source>IMAGE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="372"/>
        <source>SIZE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="372"/>
        <location filename="../app/Cli.cpp" line="514"/>
        <source>CREATED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="389"/>
        <source>Builds %1 offline from this machine&apos;s static busybox and imports it into the engine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="401"/>
        <location filename="../app/Cli.cpp" line="431"/>
        <source>%1 is ready.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="208"/>
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
        <location filename="../app/Cli.cpp" line="300"/>
        <source>available: Shadowbox starts `%1 system service` itself when no engine answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="308"/>
        <source>No engine address is configured and no well-known engine socket exists.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="407"/>
        <source>Pulls an image from its registry, showing the progress of each layer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="410"/>
        <source>name one image: `shadowbox image pull debian:bookworm`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="435"/>
        <source>unknown image command &quot;%1&quot;. Use `shadowbox image list`, `shadowbox image pull IMAGE` or `shadowbox image starter`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="449"/>
        <source>The git repository to copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="449"/>
        <source>path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="450"/>
        <source>The image to run (default %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="451"/>
        <source>image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="452"/>
        <source>A unique name (default: from the folder).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="452"/>
        <source>name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="453"/>
        <source>Memory limit, e.g. 512m or 2g (default 2g).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="453"/>
        <source>size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="454"/>
        <source>CPU limit (default 2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="454"/>
        <location filename="../app/Cli.cpp" line="455"/>
        <source>n</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="455"/>
        <source>Process limit (default 1024).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="456"/>
        <source>Seconds to wait on stop before killing (default 10).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="456"/>
        <source>s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="457"/>
        <source>none (default) or internal (a private network with no route out).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="457"/>
        <source>mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="460"/>
        <source>Copies the repository (HEAD, uncommitted and untracked files) into a private workspace and starts a container with it at /workspace, root inside, no network.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="465"/>
        <source>--repo is required: the path of the git repository to copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="476"/>
        <source>a limit is not a positive number; see `shadowbox sandbox create --help`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="480"/>
        <source>--network must be none or internal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="495"/>
        <source>Created sandbox %1 (%2) from %3 at %4 in %5 ms.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="497"/>
        <source>no commit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="504"/>
        <source>Include destroyed sandboxes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="506"/>
        <source>Lists sandboxes from Shadowbox&apos;s database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="514"/>
        <source>NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="514"/>
        <source>ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="514"/>
        <source>STATE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="514"/>
        <source>ENGINE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="529"/>
        <source>Shows one sandbox, its step timings and its recent commands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="532"/>
        <source>name one sandbox: `shadowbox sandbox show NAME`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="540"/>
        <source>No sandbox is called &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="559"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="560"/>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="561"/>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="562"/>
        <source>Engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="563"/>
        <source>Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="564"/>
        <source>Repository</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="565"/>
        <source>Baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="565"/>
        <source>%1 + %2 uncommitted, %3 untracked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="566"/>
        <source>(no commit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="569"/>
        <source>Workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="569"/>
        <source>%1 (%2 files, %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="570"/>
        <source>Network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="571"/>
        <source>Limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="571"/>
        <source>%1 memory, %2 CPUs, %3 processes, stop timeout %4 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="576"/>
        <source>Created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="579"/>
        <source>Last error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="584"/>
        <source>Steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="587"/>
        <source>
Recent commands:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="588"/>
        <source>EXIT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="588"/>
        <source>MS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="588"/>
        <source>COMMAND</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="590"/>
        <source>canceled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="600"/>
        <source>Runs a command with /bin/sh -c in the sandbox&apos;s /workspace, streaming stdout and stderr. Exits with the command&apos;s exit code. A single argument is taken as a shell command line; several are quoted and joined.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="607"/>
        <source>name a sandbox and a command: `shadowbox sandbox exec NAME -- make test`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="641"/>
        <source>Starts a stopped sandbox.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="642"/>
        <source>Stops a running sandbox (its workspace is kept).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="643"/>
        <source>Removes the sandbox&apos;s container, network, volumes and workspace copy, then checks that nothing labelled with it remains on the engine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="648"/>
        <source>name one sandbox: `shadowbox %1`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="660"/>
        <source>Destroyed %1. %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="666"/>
        <source>%1 is %2.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="672"/>
        <source>Remove orphaned containers and networks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="675"/>
        <source>Compares Shadowbox&apos;s database with the engine: marks sandboxes whose container vanished as lost, finishes interrupted creations and lists orphaned resources (labelled but unknown).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="703"/>
        <source>orphan %1: %2%3
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="707"/>
        <source> (removed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="707"/>
        <source> (removal failed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="711"/>
        <source>lost   %1: its container no longer exists
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="713"/>
        <source>interrupted creation of %1 cleaned up
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="715"/>
        <source>Everything matches: no orphans, nothing lost.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="721"/>
        <source>unknown sandbox command &quot;%1&quot;. See `shadowbox --help`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Cli.cpp" line="757"/>
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
