0000000000044190 <lookup_pinned_avx2>:
mov    rdx,rsi
mov    rax,rdi
mov    rdi,QWORD PTR [rdi]
mov    rsi,QWORD PTR [rax+0x8]
mov    r8d,DWORD PTR [rax+0x28]
lea    rcx,[r8-0x1]
cmp    BYTE PTR [rax+0x2c],0x1
jne    39950 <_ZN9linebloom5probe6x86_644avx25entry12contains_one17h6da5f4e0386cd3f8E>
cmp    r8d,0x8
jne    441ba <lookup_pinned_avx2+0x2a>
jmp    399f0 <_ZN9linebloom5probe6x86_644avx25entry18split_contains_one17h75b12949c54049e8E>
jmp    QWORD PTR [rip+0x4e958]        # 92b18 <_DYNAMIC+0x310>
