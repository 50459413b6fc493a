// expect: fail -- GLSL 1.50 section 3.6: goto is reserved
#version 150 core
void main() {
    goto end;
}
