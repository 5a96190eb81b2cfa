#!/bin/sh
# Runs the cassowary-rs replayer built by build-cassowary-rs.sh with the same
# arguments; exits 3 with one line when it has not been built.
bin="$(dirname "$0")/cassowary-rs/target/release/cassowary-rs-replay"
if [ ! -x "$bin" ]; then
    echo "cassowary-rs not installed (build it with scripts/peers/build-cassowary-rs.sh)" >&2
    exit 3
fi
exec "$bin" "$@"
