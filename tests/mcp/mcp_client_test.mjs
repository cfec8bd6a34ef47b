// Drives `shadowbox mcp` with the official MCP TypeScript SDK client over stdio, against a real
// engine (SHADOWBOX_ENGINE, set by CTest), the way an agent on the host would use it.
//
//   node mcp_client_test.mjs /path/to/shadowbox
//
// Exits 0 when every check holds; otherwise prints the failed check and exits 1.

import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import Ajv from 'ajv';
import assert from 'node:assert/strict';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const shadowbox = process.argv[2];
assert.ok(shadowbox && fs.existsSync(shadowbox), 'usage: node mcp_client_test.mjs /path/to/shadowbox');
assert.ok(process.env.SHADOWBOX_ENGINE, 'SHADOWBOX_ENGINE must name the engine under test');

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'shadowbox-mcp-'));
const dataDir = path.join(scratch, 'data');
const repo = path.join(scratch, 'repo');
const env = { ...process.env, SHADOWBOX_DATA_DIR: dataDir };
const name = `mcp-${process.pid}`;
let step = 'setup';
const log = (text) => process.stderr.write(`[mcp-test] ${text}\n`);

function git(...args) {
    return execFileSync('git', ['-C', repo, ...args], { encoding: 'utf8' });
}

function cli(...args) {
    return spawnSync(shadowbox, args, { env, encoding: 'utf8', timeout: 120000 });
}

// A repository with history, an uncommitted change and an untracked file.
fs.mkdirSync(repo, { recursive: true });
git('init', '-q', '-b', 'main');
git('config', 'user.email', 'test@example.com');
git('config', 'user.name', 'Test');
fs.writeFileSync(path.join(repo, 'README.md'), 'readme\n');
fs.writeFileSync(path.join(repo, 'app.txt'), 'one\ntwo\nthree\n');
git('add', '-A');
git('commit', '-q', '-m', 'first');
fs.writeFileSync(path.join(repo, 'app.txt'), 'one\ntwo\nthree\nfour (uncommitted)\n');
const repoBefore = spawnSync('git', ['-C', repo, 'status', '--porcelain'], { encoding: 'utf8' }).stdout;

const transport = new StdioClientTransport({ command: shadowbox, args: ['mcp'], env, stderr: 'pipe' });
let serverStderr = '';
transport.stderr?.on('data', (d) => { serverStderr += d.toString(); });
const client = new Client({ name: 'shadowbox-test', version: '1.0.0' });

async function call(tool, args, options = {}) {
    return client.callTool({ name: tool, arguments: args }, undefined, { timeout: 120000, ...options });
}

function textOf(result) {
    return result.content.map((c) => c.text ?? '').join('\n');
}

async function expectProtocolError(tool, args, fragment) {
    try {
        await call(tool, args);
    } catch (e) {
        assert.ok(e instanceof McpError, `${tool}: ${e}`);
        assert.equal(e.code, -32602, `${tool}: code ${e.code}`);
        assert.ok(e.message.includes(fragment), `${tool}: "${e.message}" should name ${fragment}`);
        return e.message;
    }
    assert.fail(`${tool} with ${JSON.stringify(args)} should have been refused`);
}

try {
    step = 'initialize';
    await client.connect(transport);
    assert.equal(client.getServerVersion().name, 'shadowbox');
    assert.ok(client.getServerCapabilities().tools, 'the server offers tools');
    assert.ok(client.getInstructions().includes('/workspace'));
    await client.ping();

    step = 'tools/list';
    const { tools } = await client.listTools();
    const names = tools.map((t) => t.name);
    for (const needed of ['sandbox_list', 'sandbox_create', 'sandbox_select', 'run_command', 'run_output',
        'read_file', 'write_file', 'edit_file', 'list_files', 'delete_file', 'changes', 'snapshot', 'rollback']) {
        assert.ok(names.includes(needed), `tools/list lacks ${needed}`);
    }
    // Each input schema is JSON Schema as Ajv reads it, and Ajv and Shadowbox agree on what they refuse.
    const ajv = new Ajv({ strict: true, allErrors: true });
    for (const tool of tools) {
        const validate = ajv.compile(tool.inputSchema);
        assert.ok(tool.outputSchema, `${tool.name} has an output schema`);
        ajv.compile(tool.outputSchema);
        const bad = { no_such_argument: 1 };
        for (const required of tool.inputSchema.required ?? [])
            bad[required] = tool.inputSchema.properties[required].type === 'integer' ? 1 : 'x';
        assert.equal(validate(bad), false, `${tool.name}: Ajv should refuse an unknown argument`);
        await expectProtocolError(tool.name, bad, 'no_such_argument');
    }
    await expectProtocolError('run_command', {}, '"command" is missing');
    await expectProtocolError('run_command', { command: 'true', timeout_seconds: 'soon' }, 'timeout_seconds');
    await expectProtocolError('read_file', { path: 7 }, '"path"');

    step = 'no sandbox chosen';
    const none = await call('run_command', { command: 'true' });
    assert.equal(none.isError, true);
    assert.match(textOf(none), /sandbox_create|sandbox_select/);

    step = 'sandbox_create';
    const progress = [];
    const created = await call('sandbox_create', { repository: repo, name },
        { onprogress: (p) => progress.push(p), resetTimeoutOnProgress: true });
    assert.equal(created.isError, false, textOf(created));
    assert.equal(created.structuredContent.name, name);
    assert.equal(created.structuredContent.state, 'running');
    assert.ok(progress.length >= 2, `creation reported progress ${progress.length} times`);
    const listed = await call('sandbox_list', {});
    assert.ok(listed.structuredContent.sandboxes.some((s) => s.name === name && s.current));

    step = 'write_file';
    const written = await call('write_file', { path: 'notes/hello.txt', content: 'hello from mcp\n' });
    assert.equal(written.isError, false, textOf(written));
    assert.equal(written.structuredContent.created, true);
    assert.equal(written.structuredContent.path, '/workspace/notes/hello.txt');

    step = 'run_command reads it';
    const cat = await call('run_command', { command: 'cat notes/hello.txt && echo err >&2' });
    assert.equal(cat.isError, false, textOf(cat));
    assert.equal(cat.structuredContent.exitCode, 0);
    assert.equal(cat.structuredContent.stdout, 'hello from mcp\n');
    assert.equal(cat.structuredContent.stderr, 'err\n');
    const inFolder = await call('run_command', { command: 'pwd', cwd: '/workspace/notes' });
    assert.equal(inFolder.structuredContent.stdout, '/workspace/notes\n');

    step = 'edit_file';
    const edited = await call('edit_file', { path: '/workspace/notes/hello.txt', old_text: 'hello', new_text: 'goodbye' });
    assert.equal(edited.isError, false, textOf(edited));
    assert.equal(edited.structuredContent.replacements, 1);
    const missing = await call('edit_file', { path: 'notes/hello.txt', old_text: 'not there', new_text: 'x' });
    assert.equal(missing.isError, true);
    assert.match(textOf(missing), /not found/);
    const read = await call('read_file', { path: 'notes/hello.txt' });
    assert.equal(read.structuredContent.content, 'goodbye from mcp\n');
    const lines = await call('read_file', { path: 'app.txt', first_line: 2, last_line: 3 });
    assert.equal(lines.structuredContent.content, 'two\nthree\n');
    const listing = await call('list_files', { glob: '**/*.txt' });
    const paths = listing.structuredContent.entries.map((e) => e.path);
    assert.ok(paths.includes('/workspace/notes/hello.txt') && paths.includes('/workspace/app.txt'), paths.join());

    step = 'changes';
    const changes = await call('changes', { diff: true });
    assert.equal(changes.isError, false, textOf(changes));
    const changed = changes.structuredContent.files.map((f) => `${f.status} ${f.path}`);
    assert.deepEqual(changed, ['added notes/hello.txt'], 'only the new file differs from the baseline');
    assert.match(changes.structuredContent.diff, /\+goodbye from mcp/);

    step = 'failing command';
    const failed = await call('run_command', { command: 'echo bad >&2; exit 3' });
    assert.equal(failed.isError, true);
    assert.equal(failed.structuredContent.exitCode, 3);
    assert.equal(failed.structuredContent.stderr, 'bad\n');

    step = 'paths outside /workspace';
    for (const [tool, args] of [
        ['read_file', { path: '/etc/passwd' }],
        ['read_file', { path: '../../etc/passwd' }],
        ['write_file', { path: '/workspace/../escape.txt', content: 'x' }],
        ['delete_file', { path: '..' }],
        ['list_files', { path: '/' }],
        ['run_command', { command: 'true', cwd: '/etc' }],
    ]) {
        const refused = await call(tool, args);
        assert.equal(refused.isError, true, `${tool} ${JSON.stringify(args)}`);
        assert.match(textOf(refused), /outside \/workspace/, `${tool}: ${textOf(refused)}`);
    }
    const link = await call('run_command', { command: 'ln -s /etc /workspace/etc-link && ln -s ../.. /workspace/up' });
    assert.equal(link.structuredContent.exitCode, 0, textOf(link));
    for (const p of ['etc-link/passwd', 'up/escape.txt']) {
        const throughLink = p.startsWith('up') ? await call('write_file', { path: p, content: 'x' })
            : await call('read_file', { path: p });
        assert.equal(throughLink.isError, true, p);
        assert.match(textOf(throughLink), /outside \/workspace/, textOf(throughLink));
    }
    assert.ok(!fs.existsSync(path.join(scratch, 'escape.txt')) && !fs.existsSync(path.join(dataDir, 'escape.txt')));

    step = 'long output';
    const big = await call('run_command', { command: 'i=0; while [ $i -lt 4000 ]; do echo "line $i of the output"; i=$((i+1)); done' });
    assert.equal(big.structuredContent.truncated, true);
    assert.match(big.structuredContent.stdout, /run_output/);
    assert.match(big.structuredContent.stdout, /line 3999 of the output\n$/);
    const rest = await call('run_output', { run_id: big.structuredContent.runId, stream: 'stdout', offset: 0, max_bytes: 1048576 });
    assert.equal(rest.structuredContent.totalBytes, big.structuredContent.stdoutBytes);
    assert.match(rest.structuredContent.text, /line 2000 of the output/);

    step = 'progress and timeout';
    const ticks = [];
    const slow = await call('run_command', { command: 'sleep 2.5; echo slept' }, { onprogress: (p) => ticks.push(p) });
    assert.equal(slow.structuredContent.stdout, 'slept\n');
    assert.ok(ticks.length >= 2, `progress came ${ticks.length} times`);
    const timed = await call('run_command', { command: 'sleep 30', timeout_seconds: 1 });
    assert.equal(timed.isError, true);
    assert.equal(timed.structuredContent.timedOut, true);
    assert.ok(timed.structuredContent.durationMs < 15000, `stopped after ${timed.structuredContent.durationMs} ms`);

    step = 'cancellation';
    const abort = new AbortController();
    const started = Date.now();
    const pending = call('run_command', { command: 'sleep 60 && touch /workspace/not-canceled' }, { signal: abort.signal });
    setTimeout(() => abort.abort('test'), 1500);
    await assert.rejects(pending);
    // The sleep is gone from the container, not merely forgotten by the client.
    let sleeping = 1;
    for (let i = 0; i < 40 && sleeping > 0; ++i) {
        await new Promise((r) => setTimeout(r, 250));
        const ps = await call('run_command', { command: "ps -o args | grep -c '^sleep 60' || true" });
        sleeping = Number(ps.structuredContent.stdout.trim());
    }
    assert.equal(sleeping, 0, 'the canceled sleep still runs in the container');
    assert.ok(Date.now() - started < 30000);

    step = 'snapshot and rollback';
    const snap = await call('snapshot', { label: 'before scratch' });
    assert.ok(snap.structuredContent.snapshotId > 0, textOf(snap));
    await call('write_file', { path: 'scratch.txt', content: 'temporary\n' });
    const back = await call('rollback', {});
    assert.equal(back.isError, false, textOf(back));
    const gone = await call('read_file', { path: 'scratch.txt' });
    assert.equal(gone.isError, true, 'rollback removed the file written just before');
    const kept = await call('read_file', { path: 'notes/hello.txt' });
    assert.equal(kept.structuredContent.content, 'goodbye from mcp\n');

    step = 'delete_file';
    const deleted = await call('delete_file', { path: 'etc-link' });
    assert.equal(deleted.isError, false, textOf(deleted));
    assert.ok(fs.existsSync('/etc/passwd'));

    step = 'activity log';
    const activity = cli('sandbox', 'activity', name, '--json');
    assert.equal(activity.status, 0, activity.stderr);
    const entries = JSON.parse(activity.stdout);
    const kinds = new Set(entries.filter((e) => e.origin === 'mcp').map((e) => e.kind));
    for (const k of ['command', 'write', 'edit', 'read', 'list', 'delete'])
        assert.ok(kinds.has(k), `the activity log has no MCP ${k}: ${[...kinds].join()}`);

    step = 'user repository untouched';
    assert.equal(spawnSync('git', ['-C', repo, 'status', '--porcelain'], { encoding: 'utf8' }).stdout, repoBefore);
    assert.ok(!fs.existsSync(path.join(repo, 'notes')));

    step = 'close';
    await client.close();
    log('every check passed');
} catch (e) {
    log(`FAILED at "${step}": ${e.stack ?? e}`);
    log(`server stderr:\n${serverStderr}`);
    process.exitCode = 1;
} finally {
    try { await client.close(); } catch { /* already closed */ }
    const destroyed = cli('sandbox', 'destroy', name);
    if (destroyed.status !== 0 && !/No sandbox/.test(destroyed.stderr))
        log(`destroy: ${destroyed.stderr}`);
}

// An older client, by hand: the server speaks 2024-11-05 back, lists no output schemas, answers
// with text only, and prints nothing on stdout but protocol.
if (!process.exitCode) {
    step = 'older client';
    const child = spawn(shadowbox, ['mcp'], { env, stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => { out += d.toString(); });
    const send = (m) => child.stdin.write(`${JSON.stringify(m)}\n`);
    send({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2024-11-05', capabilities: {}, clientInfo: { name: 'old', version: '0' } } });
    send({ jsonrpc: '2.0', method: 'notifications/initialized' });
    send({ jsonrpc: '2.0', id: 2, method: 'tools/list' });
    send({ jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'sandbox_list', arguments: {} } });
    send({ jsonrpc: '2.0', id: 4, method: 'nope' });
    child.stdin.write('this is not json\n');
    const deadline = Date.now() + 30000;
    while (out.split('\n').filter(Boolean).length < 5 && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 50));
    child.stdin.end();
    const code = await new Promise((r) => child.on('exit', r));
    try {
        const messages = out.split('\n').filter(Boolean).map((l) => JSON.parse(l)); // every line is protocol
        const byId = Object.fromEntries(messages.map((m) => [m.id, m]));
        assert.equal(byId[1].result.protocolVersion, '2024-11-05');
        assert.ok(byId[2].result.tools.every((t) => !('outputSchema' in t)));
        assert.ok(!('structuredContent' in byId[3].result));
        assert.ok(JSON.parse(byId[3].result.content[0].text).sandboxes);
        assert.equal(byId[4].error.code, -32601);
        assert.equal(byId[null].error.code, -32700);
        assert.equal(code, 0, 'the server ends with 0 when stdin closes');
        log('the older client checks passed');
    } catch (e) {
        log(`FAILED at "${step}": ${e.stack ?? e}\nstdout:\n${out}`);
        process.exitCode = 1;
    }
}
fs.rmSync(scratch, { recursive: true, force: true });
