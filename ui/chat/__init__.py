"""Chat: conversation list, message widgets, composer and the chat view that holds them."""
