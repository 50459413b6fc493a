// expect: compile -- GLSL 1.40 section 6.2: an empty switch body is allowed
#version 140
uniform int g_i;
void main() {
    switch (g_i) { }
}
