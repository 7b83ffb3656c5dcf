# ras: one static binary, built with musl against ncursesw from Debian's source.
# 'make' installs missing build dependencies (apt-get) and builds ncurses once
# into .deps/; later builds of ras take about a second.

PREFIX    ?= /usr
SBINDIR   ?= $(PREFIX)/sbin
MANDIR    ?= $(PREFIX)/share/man
DESTDIR   ?=

DEPS      := .deps
NC_PREFIX := $(CURDIR)/$(DEPS)/ncurses
NC_LIB    := $(NC_PREFIX)/lib/libncursesw.a
KINC      := $(DEPS)/kinc
NC_TERMS  := linux,vt100,vt102,vt220,xterm,xterm-256color,xterm-color,screen,screen-256color,tmux,tmux-256color,ansi,dumb,rxvt,rxvt-unicode,putty,st-256color,cons25

BUILD_PKGS := musl-tools gcc make dpkg-dev ncurses-bin ncurses-base ncurses-term linux-libc-dev
TEST_PKGS  := jq tmux mandoc valgrind libncurses-dev clang clang-tidy libclang-rt-14-dev cppcheck initramfs-tools-core \
              qemu-system-x86 busybox-static cpio python3 bc

MUSL_CC   ?= musl-gcc
WARN      := -Wall -Wextra -Werror -Wshadow -Wstrict-prototypes -Wmissing-prototypes \
             -Wno-missing-field-initializers
CFLAGS    ?= -O2
RAS_CFLAGS := -std=gnu11 $(WARN) -D_FORTIFY_SOURCE=2 -ffunction-sections -fdata-sections \
              -fno-tree-loop-distribute-patterns \
              -fno-asynchronous-unwind-tables -fno-stack-protector
RAS_LDFLAGS := -static -Wl,--gc-sections

.PHONY: all deps asan clean distclean install check bench

all: ras

ras: ras.c ras.h $(NC_LIB) $(KINC)/.stamp
	$(MUSL_CC) $(CFLAGS) $(RAS_CFLAGS) -I$(NC_PREFIX)/include -I$(NC_PREFIX)/include/ncursesw \
	  -idirafter $(KINC) -o $@ ras.c $(RAS_LDFLAGS) -L$(NC_PREFIX)/lib -lncursesw
	@strip -o $@.stripped $@ && size=$$(wc -c < $@.stripped) && rm -f $@.stripped && echo "ras: $$size bytes stripped ($$(($$size / 1024)) KiB)"

# glibc build with AddressSanitizer and UBSan, for the tests
asan: ras-asan
ras-asan: ras.c ras.h
	@command -v gcc >/dev/null && test -e /usr/include/ncursesw/curses.h || $(MAKE) pkgs PKGS="gcc libncurses-dev"
	gcc -std=gnu11 $(WARN) -O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined \
	  -fno-sanitize-recover=undefined -I/usr/include/ncursesw -o $@ ras.c -lncursesw

deps: $(NC_LIB) $(KINC)/.stamp

# Install Debian packages that are missing (as root; CI and fresh machines).
pkgs:
	@missing=$$(for p in $(PKGS); do dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | grep -q '^install ok installed' || echo $$p; done); \
	if [ -n "$$missing" ]; then \
	  echo "installing:" $$missing; \
	  if [ "$$(id -u)" != 0 ]; then echo "make: need root to apt-get install $$missing" >&2; exit 1; fi; \
	  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $$missing >/dev/null || \
	  { apt-get update >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $$missing >/dev/null; }; \
	fi

test-deps:
	@$(MAKE) --no-print-directory pkgs PKGS="$(BUILD_PKGS) $(TEST_PKGS)"

# musl-gcc does not search /usr/include; give it the kernel UAPI headers only.
$(KINC)/.stamp:
	@$(MAKE) --no-print-directory pkgs PKGS="$(BUILD_PKGS)"
	mkdir -p $(KINC)
	ln -sfn /usr/include/linux $(KINC)/linux
	ln -sfn /usr/include/asm-generic $(KINC)/asm-generic
	ln -sfn /usr/include/$$(gcc -print-multiarch)/asm $(KINC)/asm
	touch $@

# ncursesw from Debian's source package, static, no terminfo database:
# rescue systems have none, so the common terminals are compiled in.
$(NC_LIB):
	@$(MAKE) --no-print-directory pkgs PKGS="$(BUILD_PKGS)"
	@if ! apt-get source --print-uris ncurses >/dev/null 2>&1 || \
	    [ -z "$$(apt-get source --print-uris ncurses 2>/dev/null | grep -m1 orig)" ]; then \
	  echo "adding a deb-src entry for Debian's sources"; \
	  . /etc/os-release; \
	  printf 'Types: deb-src\nURIs: http://deb.debian.org/debian\nSuites: %s %s-updates\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' \
	    "$$VERSION_CODENAME" "$$VERSION_CODENAME" > /etc/apt/sources.list.d/ras-deb-src.sources; \
	  apt-get update >/dev/null; \
	fi
	rm -rf $(DEPS)/src && mkdir -p $(DEPS)/src
	cd $(DEPS)/src && apt-get source ncurses >src.log 2>&1 || { cat $(DEPS)/src/src.log; exit 1; }
	cd $(DEPS)/src/ncurses-*/ && CC=$(MUSL_CC) CFLAGS="-Os -ffunction-sections -fdata-sections" \
	  ./configure --prefix=$(NC_PREFIX) --without-cxx --without-cxx-binding --without-ada \
	  --without-progs --without-tests --without-manpages --without-shared --without-debug \
	  --without-gpm --disable-database --disable-db-install --disable-home-terminfo \
	  --enable-widec --disable-pc-files --enable-ext-colors \
	  --with-fallbacks=$(NC_TERMS) --with-tic-path=/usr/bin/tic --with-infocmp-path=/usr/bin/infocmp \
	  >configure.log 2>&1 || { tail -30 configure.log; exit 1; }
	$(MAKE) -C $$(ls -d $(DEPS)/src/ncurses-*/) -j$$(nproc) libs >$(DEPS)/src/build.log 2>&1 || { tail -30 $(DEPS)/src/build.log; exit 1; }
	$(MAKE) -C $$(ls -d $(DEPS)/src/ncurses-*/) install.libs >$(DEPS)/src/install.log 2>&1 || { tail -30 $(DEPS)/src/install.log; exit 1; }
	test -f $@

check: ras
	./tests.sh

bench: ras
	./tests.sh bench

install: ras
	install -D -m 0755 -s ras $(DESTDIR)$(SBINDIR)/ras
	ln -sf ras $(DESTDIR)$(SBINDIR)/rasd
	install -D -m 0644 rasd.8 $(DESTDIR)$(MANDIR)/man8/rasd.8

clean:
	rm -f ras ras-asan
	rm -rf tests/out

distclean: clean
	rm -rf $(DEPS) .cache
