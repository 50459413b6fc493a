// expect: compile -- GLSL 3.30 section 6.2: an empty switch body is allowed
#version 330 core
uniform int g_i;
void main() {
    switch (g_i) { }
}
