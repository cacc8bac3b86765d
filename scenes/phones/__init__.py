"""Private hands on phones: a small web server for phone seats (see docs/PHONES.md)."""

from scenes.phones.attach import attach_phones
from scenes.phones.hub import PhoneHub, is_phone, phone_seats

__all__ = ["PhoneHub", "attach_phones", "is_phone", "phone_seats"]
