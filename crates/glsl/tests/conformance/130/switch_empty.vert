// expect: compile -- GLSL 1.30 section 6.2: an empty switch body is allowed
#version 130
uniform int g_i;
void main() {
    switch (g_i) { }
}
