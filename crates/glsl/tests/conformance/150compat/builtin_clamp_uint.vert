// expect: compile -- GLSL 1.50 (compatibility) section 8: `clamp` (this overload) is a built-in from GLSL 1.30
#version 150 compatibility
float g_ip;
void main() {
    float r = float(clamp(1u, 0u, 2u));
}
