<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Cli</name>
    <message numerus="yes">
        <location filename="../app/cli/MockCommands.cpp" line="200"/>
        <source>%n stub(s) added to %2 of sandbox %1:
</source>
        <translation>
            <numerusform>%n stub added to %2 of sandbox %1:
</numerusform>
            <numerusform>%n stubs added to %2 of sandbox %1:
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/MockCommands.cpp" line="202"/>
        <source>%n stub(s) added to %1:
</source>
        <translation>
            <numerusform>%n stub added to %1:
</numerusform>
            <numerusform>%n stubs added to %1:
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/MockCommands.cpp" line="234"/>
        <source>%n stub ids start with &quot;%1&quot;: give more of it (`%2 --json` shows them whole).</source>
        <translation>
            <numerusform>%n stub id starts with &quot;%1&quot;: give more of it (`%2 --json` shows them whole).</numerusform>
            <numerusform>%n stub ids start with &quot;%1&quot;: give more of it (`%2 --json` shows them whole).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/MockCommands.cpp" line="280"/>
        <source>%n stub(s) made from what was recorded, added to %1:
</source>
        <translation>
            <numerusform>%n stub made from what was recorded, added to %1:
</numerusform>
            <numerusform>%n stubs made from what was recorded, added to %1:
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/MockCommands.cpp" line="283"/>
        <source>%n stub(s) would be made from what was recorded (nothing added):
</source>
        <translation>
            <numerusform>%n stub would be made from what was recorded (nothing added):
</numerusform>
            <numerusform>%n stubs would be made from what was recorded (nothing added):
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/ReviewCommands.cpp" line="190"/>
        <source>%1 has %n hunk(s); number them from 1.</source>
        <translation>
            <numerusform>%1 has %n hunk; number them from 1.</numerusform>
            <numerusform>%1 has %n hunks; number them from 1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/ReviewCommands.cpp" line="201"/>
        <source>Review %1 of sandbox %2: %n file(s) changed, +%3 -%4, since the baseline %5.
</source>
        <translation>
            <numerusform>Review %1 of sandbox %2: %n file changed, +%3 -%4, since the baseline %5.
</numerusform>
            <numerusform>Review %1 of sandbox %2: %n files changed, +%3 -%4, since the baseline %5.
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/ReviewCommands.cpp" line="265"/>
        <source> %n new file(s) the repository ignores were left out.</source>
        <translation>
            <numerusform> %n new file the repository ignores was left out.</numerusform>
            <numerusform> %n new files the repository ignores were left out.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/SnapshotCommands.cpp" line="155"/>
        <source>The mocks are as the snapshot had them: %n stub(s).
</source>
        <translation>
            <numerusform>The mocks are as the snapshot had them: %n stub.
</numerusform>
            <numerusform>The mocks are as the snapshot had them: %n stubs.
</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewApply</name>
    <message numerus="yes">
        <location filename="../engine/review/ReviewApply.cpp" line="340"/>
        <source>Branch %1 made at %2 with %n file(s) changed.</source>
        <translation>
            <numerusform>Branch %1 made at %2 with %n file changed.</numerusform>
            <numerusform>Branch %1 made at %2 with %n files changed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/review/ReviewApply.cpp" line="344"/>
        <source>%n file(s) written to the working tree.</source>
        <translation>
            <numerusform>%n file written to the working tree.</numerusform>
            <numerusform>%n files written to the working tree.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/review/ReviewApply.cpp" line="345"/>
        <source>%n file(s) written to the working tree, %1 with conflict markers.</source>
        <translation>
            <numerusform>%n file written to the working tree, %1 with conflict markers.</numerusform>
            <numerusform>%n files written to the working tree, %1 with conflict markers.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/review/ReviewApply.cpp" line="348"/>
        <source>Patch %1 written with %n file(s) changed; some lines end in CR LF, so apply it with git am --keep-cr.</source>
        <translation>
            <numerusform>Patch %1 written with %n file changed; some lines end in CR LF, so apply it with git am --keep-cr.</numerusform>
            <numerusform>Patch %1 written with %n files changed; some lines end in CR LF, so apply it with git am --keep-cr.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/review/ReviewApply.cpp" line="352"/>
        <source>Patch %1 written with %n file(s) changed.</source>
        <translation>
            <numerusform>Patch %1 written with %n file changed.</numerusform>
            <numerusform>Patch %1 written with %n files changed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SandboxTools</name>
    <message numerus="yes">
        <location filename="../engine/agents/SandboxTools.cpp" line="744"/>
        <source>%n replacement(s)</source>
        <translation>
            <numerusform>%n replacement</numerusform>
            <numerusform>%n replacements</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/agents/SandboxTools.cpp" line="816"/>
        <source>%n entries removed</source>
        <translation>
            <numerusform>%n entry removed</numerusform>
            <numerusform>%n entries removed</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WorkspaceFiles</name>
    <message numerus="yes">
        <location filename="../engine/agents/WorkspaceFiles.cpp" line="799"/>
        <source>%1 has %n line(s), so there is no line %2 to start from.</source>
        <translation>
            <numerusform>%1 has %n line, so there is no line %2 to start from.</numerusform>
            <numerusform>%1 has %n lines, so there is no line %2 to start from.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/agents/WorkspaceFiles.cpp" line="886"/>
        <source>The text to replace occurs %n times in %1 (lines %2). Include more of the surrounding text so that it occurs only once, or set replace_all to replace every occurrence.</source>
        <translation>
            <numerusform>The text to replace occurs %n time in %1 (lines %2). Include more of the surrounding text so that it occurs only once, or set replace_all to replace every occurrence.</numerusform>
            <numerusform>The text to replace occurs %n times in %1 (lines %2). Include more of the surrounding text so that it occurs only once, or set replace_all to replace every occurrence.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>shadowbox::ActivityPanel</name>
    <message numerus="yes">
        <location filename="../widgets/activity/ActivityPanel.cpp" line="150"/>
        <source>%n entries</source>
        <translation>
            <numerusform>%n entry</numerusform>
            <numerusform>%n entries</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>shadowbox::ApplyDialog</name>
    <message numerus="yes">
        <location filename="../widgets/review/ApplyDialog.cpp" line="50"/>
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n file</numerusform>
            <numerusform>%n files</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/review/ApplyDialog.cpp" line="50"/>
        <source>%n hunk(s)</source>
        <translation>
            <numerusform>%n hunk</numerusform>
            <numerusform>%n hunks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/review/ApplyDialog.cpp" line="100"/>
        <source>%n approved file(s) would write into .git or through a link and are never applied.</source>
        <translation>
            <numerusform>%n approved file would write into .git or through a link and is never applied.</numerusform>
            <numerusform>%n approved files would write into .git or through a link and are never applied.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>shadowbox::NetworkPanel</name>
    <message numerus="yes">
        <location filename="../widgets/network/NetworkPanel.cpp" line="356"/>
        <source>Network: %1 · %n stub(s) of %2, which keeps them: a rollback does not bring them back%3</source>
        <translation>
            <numerusform>Network: %1 · %n stub of %2, which keeps them: a rollback does not bring them back%3</numerusform>
            <numerusform>Network: %1 · %n stubs of %2, which keeps them: a rollback does not bring them back%3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/network/NetworkPanel.cpp" line="363"/>
        <source>Network: %1 · %n stub(s)%2%3</source>
        <translation>
            <numerusform>Network: %1 · %n stub%2%3</numerusform>
            <numerusform>Network: %1 · %n stubs%2%3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/network/NetworkPanel.cpp" line="369"/>
        <source> · %n recorded</source>
        <translation>
            <numerusform> · %n recorded</numerusform>
            <numerusform> · %n recorded</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/network/NetworkPanel.cpp" line="541"/>
        <source>%n stub(s) made from what was recorded.</source>
        <translation>
            <numerusform>%n stub made from what was recorded.</numerusform>
            <numerusform>%n stubs made from what was recorded.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/network/NetworkPanel.cpp" line="705"/>
        <source>%n stub(s) imported from %1.</source>
        <translation>
            <numerusform>%n stub imported from %1.</numerusform>
            <numerusform>%n stubs imported from %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>shadowbox::ReviewDiffView</name>
    <message numerus="yes">
        <location filename="../widgets/review/ReviewDiffView.cpp" line="424"/>
        <source>⋯ %n unchanged line(s)</source>
        <translation>
            <numerusform>⋯ %n unchanged line</numerusform>
            <numerusform>⋯ %n unchanged lines</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>shadowbox::ReviewWindow</name>
    <message numerus="yes">
        <location filename="../widgets/review/ReviewWindow.cpp" line="337"/>
        <source>&lt;b&gt;%1&lt;/b&gt; since the baseline %2: %n file(s), +%3 −%4.</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; since the baseline %2: %n file, +%3 −%4.</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; since the baseline %2: %n files, +%3 −%4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/review/ReviewWindow.cpp" line="343"/>
        <source>%n new file(s) the repository ignores are left out.</source>
        <translation>
            <numerusform>%n new file the repository ignores is left out.</numerusform>
            <numerusform>%n new files the repository ignores are left out.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>shadowbox::SandboxDetailsPanel</name>
    <message numerus="yes">
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="242"/>
        <source>%n uncommitted</source>
        <translation>
            <numerusform>%n uncommitted</numerusform>
            <numerusform>%n uncommitted</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/sandbox/SandboxDetailsPanel.cpp" line="244"/>
        <source>%n untracked</source>
        <translation>
            <numerusform>%n untracked</numerusform>
            <numerusform>%n untracked</numerusform>
        </translation>
    </message>
</context>
</TS>
