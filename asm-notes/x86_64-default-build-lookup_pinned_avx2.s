000000000003bc40 <lookup_pinned_avx2>:
mov    rdx,rsi
mov    rax,rdi
mov    rdi,QWORD PTR [rdi]
mov    rsi,QWORD PTR [rax+0x8]
cmp    BYTE PTR [rax+0x2c],0x1
jne    3bc58 <lookup_pinned_avx2+0x18>
jmp    348b0 <_ZN9linebloom5probe6x86_644avx25entry18split_contains_one17h702c4f3b62d4c760E>
mov    ecx,DWORD PTR [rax+0x28]
dec    rcx
jmp    34810 <_ZN9linebloom5probe6x86_644avx25entry12contains_one17h3b65647bbad09865E>
