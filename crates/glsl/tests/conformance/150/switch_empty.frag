// expect: compile -- GLSL 1.50 section 6.2: an empty switch body is allowed
#version 150 core
uniform int g_i;
void main() {
    switch (g_i) { }
}
