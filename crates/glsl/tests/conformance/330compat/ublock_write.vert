// expect: fail -- GLSL 3.30 (compatibility) section 4.3.7: block members are read-only
#version 330 compatibility
uniform Light { vec4 color; };
void main() {
    color = vec4(0.0);
}
