// expect: fail -- GLSL 1.50 (compatibility) section 6.4: continue outside a loop is an error
#version 150 compatibility
void main() {
    continue;
}
