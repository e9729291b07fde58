"""The events of the exchange certificates (expansion 6,
:mod:`..modules.exchange_certificate`)."""

from __future__ import annotations

from typing import Literal

from .base import EventBase


class CertificateIssued(EventBase):
    """Exchange certificates (EC1): ``seat`` overpaid by ``overpaid`` in ``currency`` and its
    stone of that currency now shows ``value`` (``before``: 0 when the stone was just taken
    from the pool)."""

    kind: Literal["certificate_issued"] = "certificate_issued"
    seat: int
    currency: str
    overpaid: int
    before: int
    value: int


class CertificateSpent(EventBase):
    """Exchange certificates (EC2): ``seat`` paid with its stone of ``currency`` worth
    ``value``; the stone is back in the pool."""

    kind: Literal["certificate_spent"] = "certificate_spent"
    seat: int
    currency: str
    value: int
