// expect: fail -- GLSL 1.30 section 4.3.2: a const variable cannot be written
#version 130
const float g_c = 1.0;
void main() {
    g_c = 2.0;
}
