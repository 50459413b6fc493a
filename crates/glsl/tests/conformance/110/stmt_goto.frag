// expect: fail -- GLSL 1.10 section 3.6: goto is reserved
#version 110
void main() {
    goto end;
}
