// expect: compile -- GLSL 1.50 (compatibility) section 4.2: a nested scope may hide an outer name
#version 150 compatibility
float g_a;
void main() {
    float g_a = 1.0; { int g_a = 2; }
}
