// expect: compile -- GLSL 3.30 section 7: gl_InstanceID is a vertex input from GLSL 1.40
#version 330 core
void main() {
    int i = gl_InstanceID;
}
