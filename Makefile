# Tend: build and install.
#
#   make install                          # into ~/.local (bin/, share/man/man1/, shell completions)
#   make install PREFIX=/usr DESTDIR=pkg  # for packagers: everything lands under pkg/usr
#   make uninstall                        # removes exactly what `make install` put there (same PREFIX, DESTDIR)
#
# `make` alone builds release binaries and stages what `make install` copies under .build/install/: the
# stripped `tend`, `tend-relay`, `tend-web` (the browser front `tend web` starts) and `tend-sync-http` (the relay
# client `tend sync` starts), a man page for every command (swift-argument-parser's GenerateManual
# plugin) and bash, zsh and fish completions (`tend --generate-completion-script`). A release build that is
# already current is not rebuilt, and nothing staged is made again unless its binary changed.

PREFIX ?= $(HOME)/.local
DESTDIR ?=
SWIFT ?= swift
STRIP ?= strip

release := .build/release
stage := .build/install
products := tend tend-relay tend-web tend-sync-http
# The products with commands, so with man pages (tend-sync-http is started by `tend sync`, not by hand).
paged := tend tend-relay tend-web
# Where each staged folder goes under PREFIX.
dirs := bin share/man/man1 share/bash-completion/completions share/zsh/site-functions share/fish/vendor_completions.d \
	share/tend/languages
# What install wrote: one path under PREFIX a line, files first, then the folders it created.
manifest := share/tend/installed-files

.PHONY: all install uninstall clean
# SwiftPM decides what is out of date (a current build relinks nothing); a second make then remakes only
# what is staged from a binary that changed.
all:
	$(SWIFT) build -c release --product tend
	$(SWIFT) build -c release --product tend-relay
	$(SWIFT) build -c release --product tend-web
	$(SWIFT) build -c release --product tend-sync-http
	@$(MAKE) --no-print-directory $(stage)/.done

# Installed binaries carry no symbol table or debug information (docs/benchmarks.md, "Size").
$(stage)/bin/%: $(release)/%
	@mkdir -p $(@D)
	$(STRIP) -o $@ $<

# One page for each command: tend.1, tend.mood.1, tend.mood.log.1 … and tend-relay.1. The plugin builds
# every product in release (current after `all`'s builds but for the small tools tend-scaffold and
# tend-relay-load) and writes the pages of each executable that uses ArgumentParser into $(manual) (emptied
# first, so no page of a command since removed survives); only the installed ones are staged.
manual := .build/plugins/GenerateManual/outputs
$(stage)/share/man/man1/.done: $(release)/tend $(release)/tend-relay $(release)/tend-web
	@rm -rf $(@D) $(manual) && mkdir -p $(@D)
	$(SWIFT) package plugin generate-manual --multi-page
	@for p in $(paged); do cp $(manual)/$$p/*.1 $(@D)/ || exit 1; done
	@touch $@

$(stage)/share/bash-completion/completions/tend: $(release)/tend
	@mkdir -p $(@D)
	$< --generate-completion-script bash > $@
$(stage)/share/zsh/site-functions/_tend: $(release)/tend
	@mkdir -p $(@D)
	$< --generate-completion-script zsh > $@
$(stage)/share/fish/vendor_completions.d/tend.fish: $(release)/tend
	@mkdir -p $(@D)
	$< --generate-completion-script fish > $@

# The catalogs of the languages other than English (docs/languages.md); English is compiled in.
languages := $(filter-out %/en.json,$(wildcard Sources/TendConsole/Resources/Languages/*.json))
$(stage)/share/tend/languages/.done: $(languages)
	@rm -rf $(@D) && mkdir -p $(@D)
	cp $(languages) $(@D)/
	@touch $@

$(stage)/.done: $(products:%=$(stage)/bin/%) $(stage)/share/man/man1/.done $(stage)/share/tend/languages/.done \
		$(stage)/share/bash-completion/completions/tend $(stage)/share/zsh/site-functions/_tend \
		$(stage)/share/fish/vendor_completions.d/tend.fish
	@touch $@

# Copies the staged files and lists them in the manifest with every folder it had to create, so
# uninstall removes exactly those. Paths in the manifest are the installed ones, without DESTDIR.
# A previous install under the same root is removed first.
install: all
	@set -e; dest='$(DESTDIR)'; root="$$dest"'$(PREFIX)'; \
	[ ! -f "$$root/$(manifest)" ] || $(MAKE) --no-print-directory uninstall; \
	created=; \
	for d in $(dirs) $(dir $(manifest)); do \
	  p="$$root/$${d%/}"; \
	  while [ ! -e "$$p" ] && [ "$$p" != "$$dest" ] && [ "$$p" != "$${dest%/}" ]; do \
	    case " $$created " in *" $$p "*) ;; *) created="$$created $$p";; esac; \
	    p=$$(dirname "$$p"); \
	  done; \
	  mkdir -p "$$root/$${d%/}"; \
	done; \
	list=$$(mktemp); \
	for d in $(dirs); do \
	  for f in $(stage)/$$d/*; do \
	    [ -f "$$f" ] || continue; \
	    mode=644; [ "$$d" != bin ] || mode=755; \
	    install -m $$mode "$$f" "$$root/$$d/"; \
	    echo '$(PREFIX)'"/$$d/$${f##*/}" >> "$$list"; \
	  done; \
	done; \
	echo '$(PREFIX)/$(manifest)' >> "$$list"; \
	for p in $$created; do echo "$${p#"$$dest"}/" >> "$$list"; done; \
	install -m 644 "$$list" "$$root/$(manifest)"; rm -f "$$list"; \
	echo "Installed $$(grep -vc '/$$' "$$root/$(manifest)") files under $$root"

# Removes the files the manifest names, then the folders install created (deepest first) if empty.
uninstall:
	@set -e; dest='$(DESTDIR)'; m="$$dest"'$(PREFIX)/$(manifest)'; \
	if [ ! -f "$$m" ]; then echo "Nothing to uninstall: no $$m"; exit 0; fi; \
	entries=$$(cat "$$m"); n=0; \
	for p in $$entries; do case "$$p" in */) ;; *) rm -f "$$dest$$p"; n=$$((n + 1));; esac; done; \
	for p in $$(printf '%s\n' $$entries | grep '/$$' | sort -r); do rmdir "$$dest$${p%/}" 2>/dev/null || true; done; \
	echo "Removed $$n files from $$dest"'$(PREFIX)'

clean:
	rm -rf $(stage)
