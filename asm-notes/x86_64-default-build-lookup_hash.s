0000000000044170 <lookup_hash>:
mov    rdx,rsi
mov    r8,QWORD PTR [rdi+0x10]
mov    rax,QWORD PTR [rdi]
mov    rsi,QWORD PTR [rdi+0x8]
mov    ecx,DWORD PTR [rdi+0x28]
dec    rcx
mov    r8,QWORD PTR [r8+0x10]
mov    rdi,rax
jmp    r8
