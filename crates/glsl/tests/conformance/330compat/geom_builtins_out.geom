// expect: compile -- GLSL 3.30 (compatibility) section 7.1: geometry outputs gl_Position, gl_PointSize, gl_Layer, gl_PrimitiveID
#version 330 compatibility
layout(points) in;
layout(points, max_vertices = 1) out;
void main() {
    gl_Position = vec4(0.0);
    gl_PointSize = 1.0;
    gl_Layer = 0;
    gl_PrimitiveID = gl_PrimitiveIDIn;
    EmitVertex();
}
