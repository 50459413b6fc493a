// expect: fail -- GLSL 3.30 (compatibility) section 4.3.8.1: length() of an unsized input needs the input layout first
#version 330 compatibility
in vec4 g_v[];
void main() {
    int n = g_v.length();
}
