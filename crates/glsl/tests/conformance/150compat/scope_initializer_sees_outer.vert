// expect: compile -- GLSL 1.50 (compatibility) section 4.2: a name's scope starts after its initializer
#version 150 compatibility
const float g_x = 1.0;
void main() {
    float g_x = g_x + 1.0;
}
