#version 120
varying vec4 uv;
uniform sampler1D t1;
uniform sampler2D t2;
uniform sampler3D t3;
uniform samplerCube tc;
uniform sampler1DShadow s1;
uniform sampler2DShadow s2;
void main() {
    vec4 a = texture1D(t1, uv.x) + texture1D(t1, uv.y, 0.5) + texture1DProj(t1, uv.xy) + texture1DProj(t1, uv, 1.0);
    vec4 b = texture2D(t2, uv.xy, 0.25) + texture2DProj(t2, uv) + texture3D(t3, uv.xyz) + texture3DProj(t3, uv);
    vec4 c = textureCube(tc, uv.xyz) + shadow1D(s1, uv.xyz) + shadow2D(s2, uv.xyz) + shadow2DProj(s2, uv) + shadow1DProj(s1, uv);
    gl_FragColor = a + b + c;
}
