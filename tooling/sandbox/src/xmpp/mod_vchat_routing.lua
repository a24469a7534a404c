-- Sandbox chat routing policy (issue 8.4): a signed-in user's message stanzas may go to the
-- product's components (anchors, hub, gift, help: other hosts than this VirtualHost), to the
-- server itself and to the user's own resources, never to another user of this VirtualHost.
-- Viewers talk to hosts and the hub; the product has no viewer-to-viewer chat.
-- Loaded from plugin_paths by the generated config (src/xmpp/prosody.ts).
local jid_split = require "util.jid".split;
local st = require "util.stanza";

local function refuse_user_to_user(event)
	local origin, stanza = event.origin, event.stanza;
	if event.to_self then return; end
	local to = stanza.attr.to;
	if not to then return; end
	local node, to_host = jid_split(to);
	if to_host ~= module.host or node == nil or node == origin.username then return; end
	local t = stanza.attr.type;
	if t ~= "error" then
		origin.send(st.error_reply(stanza, "cancel", "not-allowed", "messages between users are not routed"));
	end
	module:log("info", "refused a message from %s to %s", tostring(stanza.attr.from or origin.username), to);
	return true;
end

module:hook("pre-message/bare", refuse_user_to_user, 200);
module:hook("pre-message/full", refuse_user_to_user, 200);
