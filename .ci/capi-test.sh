#!/usr/bin/env bash
# The C ABI: build the static and shared libraries (feature capi), check that include/linebloom.h
# declares exactly the exported functions, then compile tests/c/capi_test.c with the system cc
# (-Wall -Wextra -Werror, AddressSanitizer where available) and run it.
set -euo pipefail
cd "$(dirname "$0")/.."

cargo rustc --lib --no-default-features --features capi --crate-type cdylib,staticlib
lib=target/debug/liblinebloom.a
test -f "$lib" && test -f target/debug/liblinebloom.so

exported=$(grep -Eo 'pub (unsafe )?extern "C" fn lb_[a-z0-9_]+' src/capi.rs | grep -Eo 'lb_[a-z0-9_]+' | sort)
declared=$(grep -Eo '^[a-z_ ]+[ *]+lb_[a-z0-9_]+\(' include/linebloom.h | grep -Eo 'lb_[a-z0-9_]+' | sort)
if [ "$exported" != "$declared" ]; then
  echo "include/linebloom.h and src/capi.rs disagree:"
  diff <(echo "$exported") <(echo "$declared") || true
  exit 1
fi
echo "header declares all $(echo "$exported" | wc -l) exported functions"

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
asan=()
if echo 'int main(void){return 0;}' | cc -fsanitize=address -x c - -o "$out/probe" 2>/dev/null \
   && "$out/probe"; then
  asan=(-fsanitize=address -fno-omit-frame-pointer)
  echo "AddressSanitizer: on"
else
  echo "AddressSanitizer: not available with this cc; running without it"
fi
cc -std=c11 -D_POSIX_C_SOURCE=200809L -D_ISOC11_SOURCE -Wall -Wextra -Werror -g "${asan[@]}" \
  -Iinclude tests/c/capi_test.c "$lib" -lpthread -ldl -lm -o "$out/capi_test"
ASAN_OPTIONS=detect_leaks=1 "$out/capi_test" "$out"
# The header also compiles as C++ (extern "C", no C-only constructs).
if command -v c++ >/dev/null; then
  echo '#include "linebloom.h"
int main() { return lb_version() == nullptr; }' | c++ -std=c++11 -Wall -Werror -Iinclude -x c++ - -x none "$lib" -lpthread -ldl -lm -o "$out/cxx"
  "$out/cxx"
  echo "header compiles as C++"
fi
