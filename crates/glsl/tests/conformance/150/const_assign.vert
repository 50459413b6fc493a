// expect: fail -- GLSL 1.50 section 4.3.2: a const variable cannot be written
#version 150 core
const float g_c = 1.0;
void main() {
    g_c = 2.0;
}
