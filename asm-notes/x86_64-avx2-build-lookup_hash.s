0000000000044470 <lookup_hash>:
push   rax
mov    r8,rsi
mov    rdx,rdi
mov    rcx,QWORD PTR [rdi+0x10]
mov    rdi,QWORD PTR [rdi]
mov    rsi,QWORD PTR [rdx+0x8]
mov    eax,DWORD PTR [rdx+0x28]
cmp    BYTE PTR [rcx+0x58],0x1
jne    44502 <lookup_hash+0x92>
lea    rcx,[rax-0x1]
cmp    BYTE PTR [rdx+0x2c],0x1
jne    44513 <lookup_hash+0xa3>
cmp    eax,0x8
jne    44599 <lookup_hash+0x129>
mov    rcx,r8
shr    rcx,0x20
imul   rcx,rsi
add    rcx,rcx
mov    rax,rcx
shr    rax,0x21
cmp    rax,rsi
jae    445b6 <lookup_hash+0x146>
shl    rax,0x6
add    rdi,rax
shr    rcx,0x1b
and    ecx,0x20
vmovd  xmm0,r8d
vpbroadcastd ymm0,xmm0
vpmulld ymm0,ymm0,YMMWORD PTR [rip+0xfffffffffffc20c3]        # 65a0 <__abi_tag+0x62a4>
vmovdqa ymm1,YMMWORD PTR [rcx+rdi*1]
vpsrld ymm0,ymm0,0x1b
vpbroadcastd ymm2,DWORD PTR [rip+0xfffffffffffc21d8]        # 66c8 <__abi_tag+0x63cc>
vpsllvd ymm0,ymm2,ymm0
vptest ymm1,ymm0
setb   al
pop    rcx
vzeroupper
ret
dec    rax
mov    r9,QWORD PTR [rcx+0x10]
mov    rdx,r8
mov    rcx,rax
pop    rax
jmp    r9
mov    rax,rsi
mul    r8
cmp    rsi,rdx
jbe    445a3 <lookup_hash+0x133>
and    ecx,0xf
shl    rdx,0x6
imul   eax,r8d,0x9e3779b1
shl    ecx,0xc
add    rcx,QWORD PTR [rip+0x4e22e]        # 92768 <_DYNAMIC+0x308>
shr    eax,0x16
vmovd  xmm0,r8d
vpbroadcastd ymm0,xmm0
vpmulld ymm1,ymm0,YMMWORD PTR [rip+0xfffffffffffc2070]        # 65c0 <__abi_tag+0x62c4>
vpcmpeqd ymm2,ymm2,ymm2
vpxor  ymm1,ymm1,ymm2
vpsrld ymm1,ymm1,0x1b
vpmulld ymm0,ymm0,YMMWORD PTR [rip+0xfffffffffffc201a]        # 6580 <__abi_tag+0x6284>
vpxor  ymm0,ymm0,ymm2
vpsrld ymm0,ymm0,0x1b
vmovdqa ymm2,YMMWORD PTR [rdi+rdx*1]
vpsllvd ymm1,ymm2,ymm1
vmovdqa ymm2,YMMWORD PTR [rdi+rdx*1+0x20]
vpsllvd ymm0,ymm2,ymm0
vpackssdw ymm0,ymm1,ymm0
vpmovmskb edx,ymm0
not    edx
test   DWORD PTR [rcx+rax*4],edx
sete   al
pop    rcx
vzeroupper
ret
mov    rdx,r8
pop    rax
jmp    QWORD PTR [rip+0x4e1cd]        # 92770 <_DYNAMIC+0x310>
lea    rax,[rip+0x4b786]        # 8fd30 <__frame_dummy_init_array_entry+0x110>
mov    rdi,rdx
mov    rdx,rax
call   QWORD PTR [rip+0x4e162]        # 92718 <_DYNAMIC+0x2b8>
lea    rdx,[rip+0x4b78b]        # 8fd48 <__frame_dummy_init_array_entry+0x128>
mov    rdi,rax
call   QWORD PTR [rip+0x4e152]        # 92718 <_DYNAMIC+0x2b8>
