// expect: compile -- GLSL 3.30 (compatibility) section 6.2: an empty switch body is allowed
#version 330 compatibility
uniform int g_i;
void main() {
    switch (g_i) { }
}
