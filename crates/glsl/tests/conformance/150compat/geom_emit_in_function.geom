// expect: compile -- GLSL 1.50 (compatibility) section 8.10: EmitVertex may be called from any function of the shader
#version 150 compatibility
layout(triangles) in;
layout(triangle_strip, max_vertices = 3) out;
void emit(vec4 p) { gl_Position = p; EmitVertex(); }
void main() {
    emit(vec4(0.0));
}
