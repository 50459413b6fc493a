// expect: compile -- GLSL 1.50 (compatibility) section 6.2: an empty switch body is allowed
#version 150 compatibility
uniform int g_i;
void main() {
    switch (g_i) { }
}
