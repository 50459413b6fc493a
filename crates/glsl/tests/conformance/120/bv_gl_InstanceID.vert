// expect: fail -- GLSL 1.20 section 7: gl_InstanceID is a vertex input from GLSL 1.40
#version 120
void main() {
    int i = gl_InstanceID;
}
