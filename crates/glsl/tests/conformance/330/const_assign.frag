// expect: fail -- GLSL 3.30 section 4.3.2: a const variable cannot be written
#version 330 core
const float g_c = 1.0;
void main() {
    g_c = 2.0;
}
