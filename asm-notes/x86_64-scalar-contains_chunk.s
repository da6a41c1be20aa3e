00000000000974f0 <linebloom::probe::scalar::entry::contains_chunk>:
push   rbp
push   r15
push   r14
push   r13
push   r12
push   rbx
push   rax
mov    r14,QWORD PTR [rsp+0x48]
cmp    r9,r14
cmovb  r14,r9
test   r14,r14
je     975a9 <linebloom::probe::scalar::entry::contains_chunk+0xb9>
mov    rbx,rcx
mov    r10,rdx
xor    r15d,r15d
mov    r12,QWORD PTR [rip+0x968f0]        # 12de10 <_DYNAMIC+0xa18>
jmp    97543 <linebloom::probe::scalar::entry::contains_chunk+0x53>
data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    al,0x1
mov    rcx,QWORD PTR [rsp+0x40]
mov    BYTE PTR [rcx+r15*1],al
inc    r15
cmp    r15,r14
je     975a9 <linebloom::probe::scalar::entry::contains_chunk+0xb9>
mov    r11,QWORD PTR [r8+r15*8]
mov    rax,r11
mul    rsi
cmp    rbx,rdx
jbe    975b8 <linebloom::probe::scalar::entry::contains_chunk+0xc8>
imul   eax,r11d,0x9e3779b1
shr    eax,0x16
movzx  eax,WORD PTR [rdi+rax*2]
test   ax,ax
je     97530 <linebloom::probe::scalar::entry::contains_chunk+0x40>
shl    rdx,0x6
add    rdx,r10
xor    ebp,ebp
xchg   ax,ax
tzcnt  ecx,eax
shl    ecx,0x2
mov    r13d,DWORD PTR [rdx+rcx*1]
not    r13d
mov    ecx,DWORD PTR [r12+rcx*1]
imul   ecx,r11d
shr    ecx,0x1b
mov    r9d,0x1
shl    r9d,cl
and    r9d,r13d
or     ebp,r9d
lea    ecx,[rax-0x1]
and    cx,ax
mov    eax,ecx
jne    97570 <linebloom::probe::scalar::entry::contains_chunk+0x80>
test   ebp,ebp
sete   al
jmp    97532 <linebloom::probe::scalar::entry::contains_chunk+0x42>
add    rsp,0x8
pop    rbx
pop    r12
pop    r13
pop    r14
pop    r15
pop    rbp
ret
lea    rax,[rip+0x92d41]        # 12a300 <linebloom::probe::x86_64::avx512::entry::OPS+0x60>
mov    rdi,rdx
mov    rsi,rbx
mov    rdx,rax
call   QWORD PTR [rip+0x9607a]        # 12d648 <_DYNAMIC+0x250>
int3
int3
